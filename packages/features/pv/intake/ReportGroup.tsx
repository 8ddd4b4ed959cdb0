'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { format } from '@/i18n/format';
import { FieldInput } from './FieldInput';
import { isShown, type GroupDef, type ReportKind } from './fields';
import type { GroupValues, ReportValues } from './validation';
import { groupLabel, repeatTexts, type ReportTexts } from './texts';

export interface GroupProps {
  group: GroupDef;
  kind: ReportKind;
  values: ReportValues;
  t: ReportTexts;
  register: UseFormRegister<ReportValues>;
  control: Control<ReportValues>;
  errorAt: (path: string) => string | undefined;
}

const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 justify-self-start rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50';

/** One group of a step: its fields, or for a repeatable group its list of items. */
export function ReportGroup(props: GroupProps) {
  const { group, kind, values, t, register, errorAt } = props;
  if (group.repeat) return <RepeatableGroup {...props} />;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-xl font-semibold text-brand-900">{groupLabel(t, group.key)}</legend>
      {group.fields
        .filter((field) => isShown(field, values, group.fields))
        .map((field) => (
          <FieldInput
            key={field.key}
            field={field}
            path={field.key}
            t={t}
            register={register}
            error={errorAt(field.key)}

            legalNote={field.kind === 'consent' ? t.legal[kind] : undefined}
          />
        ))}
    </fieldset>
  );
}

function RepeatableGroup({ group, values, t, register, control, errorAt }: GroupProps) {
  // allowed cast: a group's key names the array of its items, but react-hook-form types the items of a record of answers' arrays as never.
  const items = useFieldArray({ control, name: group.key as never });
  const texts = repeatTexts(t, group.key);
  const { min, max } = group.repeat!;
  return (
    <fieldset className="grid gap-6">
      <legend className="mb-2 text-xl font-semibold text-brand-900">{groupLabel(t, group.key)}</legend>
      {items.fields.map((item, index) => {
        const scope = (values[group.key] as GroupValues[] | undefined)?.[index] ?? {};
        return (
          <fieldset key={item.id} className="grid gap-4 rounded-xl border border-line p-5" data-testid={`${group.key}-${index}`}>
            <legend className="px-1 font-semibold">{format(texts.item, { number: index + 1 })}</legend>
            {group.fields
              .filter((field) => isShown(field, scope, group.fields))
              .map((field) => {
                const path = `${group.key}.${index}.${field.key}`;
                return <FieldInput key={field.key} field={field} path={path} t={t} register={register} error={errorAt(path)} />;
              })}
            {items.fields.length > min && (
              <button type="button" className={secondary} onClick={() => items.remove(index)}>
                <Trash2 aria-hidden className="size-5" />
                {texts.remove}
              </button>
            )}
          </fieldset>
        );
      })}
      {items.fields.length < max && (
        <button
          type="button"
          className={secondary}
          // allowed cast: the items' type is never (above), so a new item's defaults are too.
          onClick={() => items.append({ ...group.repeat!.defaults } as never)}
        >
          <Plus aria-hidden className="size-5" />
          {texts.add}
        </button>
      )}
    </fieldset>
  );
}
