/**
 * Database types in the shape `supabase gen types typescript` produces for the
 * migrations in `supabase/migrations`. A test (tests/shared/database-types.test.ts)
 * compares these against the live schema so they cannot drift. Spec §3.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "13.0.5";
  };
  public: {
    Tables: {
      admin_users: {
        Row: {
          created_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      case_studies: {
        Row: {
          cost_savings: string | null;
          created_at: string;
          deleted_at: string | null;
          description: string;
          description_zh: string | null;
          drilling_accuracy: string | null;
          drilling_time_reduction: number | null;
          id: string;
          image_url: string | null;
          location: string;
          location_zh: string | null;
          project_savings: string | null;
          reach_extension: string | null;
          rop_improvement: number | null;
          status: string;
          target_accuracy: number | null;
          time_saved_days: number | null;
          title: string;
          title_zh: string | null;
          updated_at: string;
          wellbore_quality: string | null;
          year: number;
        };
        Insert: {
          cost_savings?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          description: string;
          description_zh?: string | null;
          drilling_accuracy?: string | null;
          drilling_time_reduction?: number | null;
          id?: string;
          image_url?: string | null;
          location: string;
          location_zh?: string | null;
          project_savings?: string | null;
          reach_extension?: string | null;
          rop_improvement?: number | null;
          status?: string;
          target_accuracy?: number | null;
          time_saved_days?: number | null;
          title: string;
          title_zh?: string | null;
          updated_at?: string;
          wellbore_quality?: string | null;
          year: number;
        };
        Update: {
          cost_savings?: string | null;
          created_at?: string;
          deleted_at?: string | null;
          description?: string;
          description_zh?: string | null;
          drilling_accuracy?: string | null;
          drilling_time_reduction?: number | null;
          id?: string;
          image_url?: string | null;
          location?: string;
          location_zh?: string | null;
          project_savings?: string | null;
          reach_extension?: string | null;
          rop_improvement?: number | null;
          status?: string;
          target_accuracy?: number | null;
          time_saved_days?: number | null;
          title?: string;
          title_zh?: string | null;
          updated_at?: string;
          wellbore_quality?: string | null;
          year?: number;
        };
        Relationships: [];
      };
      catalog_files: {
        Row: {
          category: string;
          created_at: string;
          file_size: number | null;
          file_url: string;
          id: string;
          mime_type: string | null;
          name: string;
        };
        Insert: {
          category?: string;
          created_at?: string;
          file_size?: number | null;
          file_url: string;
          id?: string;
          mime_type?: string | null;
          name: string;
        };
        Update: {
          category?: string;
          created_at?: string;
          file_size?: number | null;
          file_url?: string;
          id?: string;
          mime_type?: string | null;
          name?: string;
        };
        Relationships: [];
      };
      content_audit_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          changes: Json;
          id: string;
          item_id: string;
          item_title: string | null;
          occurred_at: string;
          table_name: string;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          changes?: Json;
          id?: string;
          item_id: string;
          item_title?: string | null;
          occurred_at?: string;
          table_name: string;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          changes?: Json;
          id?: string;
          item_id?: string;
          item_title?: string | null;
          occurred_at?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      documentation: {
        Row: {
          category: string;
          created_at: string;
          deleted_at: string | null;
          description: string;
          description_zh: string | null;
          documents: Json;
          id: string;
          image_url: string | null;
          status: string;
          title: string;
          title_zh: string | null;
          updated_at: string;
        };
        Insert: {
          category: string;
          created_at?: string;
          deleted_at?: string | null;
          description: string;
          description_zh?: string | null;
          documents?: Json;
          id?: string;
          image_url?: string | null;
          status?: string;
          title: string;
          title_zh?: string | null;
          updated_at?: string;
        };
        Update: {
          category?: string;
          created_at?: string;
          deleted_at?: string | null;
          description?: string;
          description_zh?: string | null;
          documents?: Json;
          id?: string;
          image_url?: string | null;
          status?: string;
          title?: string;
          title_zh?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      enquiries: {
        Row: {
          company: string | null;
          created_at: string;
          details: Json;
          email: string;
          form: string;
          id: string;
          locale: string;
          name: string;
          note: string | null;
          notified_at: string | null;
          notify_error: string | null;
          page: string | null;
          phone: string | null;
          position: string | null;
          status: string;
          updated_at: string;
        };
        Insert: {
          company?: string | null;
          created_at?: string;
          details?: Json;
          email: string;
          form: string;
          id?: string;
          locale?: string;
          name: string;
          note?: string | null;
          notified_at?: string | null;
          notify_error?: string | null;
          page?: string | null;
          phone?: string | null;
          position?: string | null;
          status?: string;
          updated_at?: string;
        };
        Update: {
          company?: string | null;
          created_at?: string;
          details?: Json;
          email?: string;
          form?: string;
          id?: string;
          locale?: string;
          name?: string;
          note?: string | null;
          notified_at?: string | null;
          notify_error?: string | null;
          page?: string | null;
          phone?: string | null;
          position?: string | null;
          status?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      videos: {
        Row: {
          category: string;
          created_at: string;
          date_published: string;
          deleted_at: string | null;
          description: string;
          description_zh: string | null;
          duration: string;
          duration_zh: string | null;
          id: string;
          status: string;
          thumbnail_url: string | null;
          title: string;
          title_zh: string | null;
          updated_at: string;
          video_url: string | null;
          views: number;
        };
        Insert: {
          category?: string;
          created_at?: string;
          date_published: string;
          deleted_at?: string | null;
          description: string;
          description_zh?: string | null;
          duration: string;
          duration_zh?: string | null;
          id?: string;
          status?: string;
          thumbnail_url?: string | null;
          title: string;
          title_zh?: string | null;
          updated_at?: string;
          video_url?: string | null;
          views?: number;
        };
        Update: {
          category?: string;
          created_at?: string;
          date_published?: string;
          deleted_at?: string | null;
          description?: string;
          description_zh?: string | null;
          duration?: string;
          duration_zh?: string | null;
          id?: string;
          status?: string;
          thumbnail_url?: string | null;
          title?: string;
          title_zh?: string | null;
          updated_at?: string;
          video_url?: string | null;
          views?: number;
        };
        Relationships: [];
      };
      white_papers: {
        Row: {
          author: string;
          category: string;
          created_at: string;
          date_published: string;
          deleted_at: string | null;
          description: string;
          description_zh: string | null;
          id: string;
          image_url: string | null;
          pages: number;
          pdf_url: string | null;
          status: string;
          title: string;
          title_zh: string | null;
          updated_at: string;
        };
        Insert: {
          author: string;
          category?: string;
          created_at?: string;
          date_published: string;
          deleted_at?: string | null;
          description: string;
          description_zh?: string | null;
          id?: string;
          image_url?: string | null;
          pages?: number;
          pdf_url?: string | null;
          status?: string;
          title: string;
          title_zh?: string | null;
          updated_at?: string;
        };
        Update: {
          author?: string;
          category?: string;
          created_at?: string;
          date_published?: string;
          deleted_at?: string | null;
          description?: string;
          description_zh?: string | null;
          id?: string;
          image_url?: string | null;
          pages?: number;
          pdf_url?: string | null;
          status?: string;
          title?: string;
          title_zh?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      increment_video_views: {
        Args: { video_id: string };
        Returns: number;
      };
      is_admin: {
        Args: never;
        Returns: boolean;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DefaultSchema = Database["public"];

/** Row type of a public table, e.g. `Tables<'videos'>`. */
export type Tables<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T]["Row"];
/** Insert payload of a public table. */
export type TablesInsert<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T]["Insert"];
/** Update payload of a public table. */
export type TablesUpdate<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T]["Update"];

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
