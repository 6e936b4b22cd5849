// The editor checks each field against the very schema the API validates a publish with
// (generated into shared-core from the API's TypeBox schema by `pnpm api:types`), plus the
// API's link rule, so a field is marked before the operator publishes, in the same terms.
import {
  appConfigJsonSchema,
  configLinkProblem,
  type PublishConfig,
} from '@canopy/shared-core/staff';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export type AppConfigDraft = PublishConfig['config'];

/** Problems by field, as JSON pointers (`/web_main_navigation/items/0/title`). */
export type ConfigProblems = ReadonlyMap<string, string>;

const SCHEMA = appConfigJsonSchema as unknown as TSchema;

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** An error as the operator reads it beside the field. */
function wordsFor(error: SchemaError): string {
  const limit = Number(error.params['limit']);
  switch (error.keyword) {
    case 'minLength':
      return limit === 1 ? 'Required.' : `At least ${limit} characters.`;
    case 'maxLength':
      return `At most ${limit} characters.`;
    case 'pattern':
      return String(error.params['pattern']).includes('#')
        ? 'A colour as #rrggbb, e.g. #1f6f4a.'
        : 'Lower-case letters, digits and dashes.';
    case 'minimum':
      return `At least ${limit}.`;
    case 'maximum':
      return `At most ${limit}.`;
    case 'maxItems':
      return `At most ${limit} entries.`;
    case 'type':
      return 'Required.';
    default:
      return `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`;
  }
}

/** Every field of `config` the API would refuse, with why; empty when it would publish. */
export function configProblems(config: AppConfigDraft): ConfigProblems {
  const problems = new Map<string, string>();
  for (const error of Value.Errors(SCHEMA, config) as unknown as SchemaError[]) {
    const field =
      error.keyword === 'required'
        ? `${error.instancePath}/${String(error.params['requiredProperties'] ?? '')}`
        : error.instancePath;
    if (!problems.has(field)) problems.set(field, wordsFor(error));
  }
  const badLink = configLinkProblem(config, '');
  if (badLink) {
    const [field = ''] = badLink.split(' ');
    if (!problems.has(field)) {
      problems.set(field, 'A web address (https://…) or a path of this app starting with /.');
    }
  }
  return problems;
}

/** The problem with one field, if any. */
export function problemAt(problems: ConfigProblems, ...path: (string | number)[]): string | null {
  return problems.get(`/${path.join('/')}`) ?? null;
}
