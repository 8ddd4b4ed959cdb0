'use client';

import { Button } from '@payloadcms/ui';
import { useId, useState, type ReactNode } from 'react';

/**
 * The filters of a back-office list, kept in the address: a set of labelled selects and a
 * submit button. Each value is a string, '' meaning "any".
 */
export type Filters<Name extends string> = Record<Name, string>;

/** The query string of the filters that are set. */
export const queryOf = (filters: Record<string, string>): string => new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The filters the address names, the rest empty. */
export function filtersIn<Name extends string>(params: URLSearchParams, names: readonly Name[]): Filters<Name> {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Filters<Name>;
}

export interface FilterField<Name extends string> {
  name: Name;
  label: string;
  /** The `<option>`s, "any" first. */
  options: ReactNode;
}

export function FilterForm<Name extends string>({
  label,
  applied,
  fields,
  submit,
  onApply,
}: {
  /** The form's accessible name. */
  label: string;
  applied: Filters<Name>;
  /** Fields left out (one market is no choice) keep their applied value. */
  fields: Array<FilterField<Name> | false>;
  submit: string;
  onApply: (filters: Filters<Name>) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  const id = useId();
  // The browser's back and forward change the applied filters: the choices follow them.
  if (queryOf(shown) !== queryOf(applied)) {
    setShown(applied);
    setDraft(applied);
  }
  return (
    <form
      role="search"
      aria-label={label}
      className="back-office__filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      {fields
        .filter((field) => field !== false)
        .map(({ name, label: fieldLabel, options }) => (
          <div key={name} className="back-office__field">
            <label htmlFor={`${id}-${name}`}>{fieldLabel}</label>
            <select id={`${id}-${name}`} name={name} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}>
              {options}
            </select>
          </div>
        ))}
      <div className="back-office__actions">
        <Button type="submit" buttonStyle="primary" margin={false}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
