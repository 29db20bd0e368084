/** The site's one Supabase client (anon key, session in localStorage; spec §6). */
import { createSupabaseClient } from "../../../shared/supabase/client";
import { env } from "./env";

export const supabase = createSupabaseClient({ url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY });
