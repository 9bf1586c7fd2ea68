import type { ComponentPropsWithoutRef, ReactNode } from 'react';

interface FieldsetProps extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'children'> {
  /** The group's name: what a screen reader says on entering it, shown like a field's label. */
  legend: ReactNode;
  children: ReactNode;
}

/**
 * Controls that answer one question together (a date and a time, one profile among several): the
 * legend names the group and looks like FormField's label, so the group reads as one field.
 */
export function Fieldset({ legend, children, ...fieldset }: FieldsetProps) {
  return (
    <fieldset {...fieldset}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
