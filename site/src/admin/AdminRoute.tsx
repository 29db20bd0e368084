/** Placeholder until the admin area lands: the site mounts this lazily at /admin/*. */
export default function AdminRoute() {
  return <p>Loading...</p>;
}
