import { useRef, useState, type FormEvent } from 'react';
import { FIELD_ORDER, type FieldErrors, type FormRules, type SuggestionForm } from './listing-form-state.js';

/**
 * The state of a listing form: the typed fields, their errors (a field's error goes when it is
 * edited), and a submit handler that checks the form with the shared schema, moves focus to the
 * first field in error, and otherwise hands the request (built by `rules`) on.
 */
export function useListingForm<Request>(
  initial: () => SuggestionForm,
  send: (request: Request) => void,
  rules: FormRules<Request>,
) {
  const [form, setForm] = useState<SuggestionForm>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof SuggestionForm>(field: K, value: SuggestionForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = rules.validate(form);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else send(rules.toRequest(form));
  }

  return { form, setForm, errors, set, formRef, onSubmit };
}
