/**
 * GraphQL answers that name nothing the caller was not told: graphql-js ends some messages with
 * suggestions (` Did you mean "Pages"?`, `Did you mean the enum value "sl"?`), which spell out the
 * collections', fields' and values' names although introspection is off in production. They come
 * from the query's validation, which Payload's handler runs without graphql-js's option to hide
 * them, and from the variables' coercion, whose errors never reach the config's error hooks; so
 * they are taken out of the answer itself.
 */

/** GraphQL names are letters, digits and underscores: a suggestion runs to the first question mark. */
const withoutSuggestion = (message: unknown): unknown => (typeof message === 'string' ? message.replace(/\s*Did you mean [^?]*\?/g, '') : message);

type Handler = (request: Request) => Promise<Response>;

/** In production, the handler's answers with their errors' suggestions removed. */
export function quietGraphQL(handler: Handler): Handler {
  if (process.env.NODE_ENV !== 'production') return handler;
  return async (request) => {
    const response = await handler(request);
    if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
    const body = (await response.json()) as { errors?: { message?: unknown }[] };
    for (const error of body.errors ?? []) error.message = withoutSuggestion(error.message);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return Response.json(body, { status: response.status, statusText: response.statusText, headers });
  };
}
