/**
 * The seed's YAML, read with js-yaml's core schema: dates and times stay text, as the content
 * schemas expect them. js-yaml reads the seed far faster than the `yaml` package, and every
 * process that makes a seed snapshot pays for the reading.
 */
import { CORE_SCHEMA, load } from 'js-yaml';

export function parseYaml(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA });
}
