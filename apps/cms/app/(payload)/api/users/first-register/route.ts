/**
 * No first account through the web: whoever reaches a fresh CMS first would
 * become its admin. The first admin is made on the server with
 * `npm run cms -- create-user --email … --role admin`.
 */
export function POST(): Response {
  return Response.json(
    { errors: [{ message: 'Create the first admin on the server: npm run cms -- create-user --email <address> --role admin' }] },
    { status: 403 },
  );
}
