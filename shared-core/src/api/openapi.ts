// Request and response types read off the generated OpenAPI types, addressed by the
// paths SPEC §7 uses (without the API's `/api` prefix), so no front end restates a shape
// the API's schemas already define.
import type { paths } from './generated/api-schema.ts';

type Prefixed<P extends string> = `/api${P}`;

/** A path of SPEC §7 as the API serves it, e.g. `'/albums/{id}'`. */
export type ApiPath = keyof paths extends infer K
  ? K extends `/api${infer P}`
    ? P
    : never
  : never;

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[Prefixed<P>][M]>;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of the 200 response. */
export type ApiOk<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { responses: { 200: infer Ok } } ? JsonOf<Ok> : never;

/** The query parameters, all as the API declares them. */
export type ApiQuery<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The JSON request body. */
export type ApiBody<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The `item` of a one-object response (a 200 may also be a `valid:false` refusal). */
export type ApiItem<P extends ApiPath, M extends ApiMethod> = Extract<
  ApiOk<P, M>,
  { item: unknown }
>['item'];

/** One element of a list response's `items`. */
export type ApiListItem<P extends ApiPath, M extends ApiMethod> = Extract<
  ApiOk<P, M>,
  { items: unknown[] }
>['items'][number];

/** The JSON body of the response with `status` (a 409's conflict envelope, say). */
export type ApiResponse<P extends ApiPath, M extends ApiMethod, S extends number> =
  Operation<P, M> extends { responses: { [K in S]: infer Answer } } ? JsonOf<Answer> : never;
