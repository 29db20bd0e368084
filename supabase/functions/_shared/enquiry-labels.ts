/**
 * The Edge Functions' one door to the enquiry labels (issue #9, item 5): a
 * re-export of `shared/enquiries/labels.ts`, so the notification e-mail names
 * forms, fields and options exactly as the forms, the inbox and the CSV do,
 * from the same source.
 *
 * Why a file outside `supabase/functions/` can be imported: `supabase
 * functions deploy` walks the entrypoint's relative imports (those that end
 * in a file extension, as Deno requires) and uploads every file it reaches
 * under the project folder, or binds it into the bundling container when
 * Docker is used (supabase/cli `pkg/function/deno.go` WalkImportPaths,
 * `internal/functions/deploy/bundle.go` GetBindMounts). Only paths that leave
 * the folder the CLI runs from fail. Hence the `.ts` extension, and this
 * single re-export: any other function that needs the labels imports them
 * from here. `docs/hosted-supabase.md` (step 11) describes the deploy.
 */
export { FIELD_LABELS, FORM_LABELS, OPTION_LABELS } from "../../../shared/enquiries/labels.ts";
