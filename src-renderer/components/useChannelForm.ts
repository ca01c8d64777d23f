import { useState } from 'react';
import { contract, zodIssues, type AppError, type ChannelName, type InputOf, type ResultOf } from '../../src-shared/ipc';
import { useApi } from '../api/ApiProvider';

/**
 * A form bound to one write channel. It validates with the channel's own zod schema (the same one the
 * main process enforces), shows each problem next to its field, and cannot be double-submitted.
 */
export function useChannelForm<C extends ChannelName>(channel: C, initial: InputOf<C>, onDone?: (value: ResultOf<C>) => void) {
  const api = useApi();
  const [values, setValues] = useState<InputOf<C>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);

  const validate = (v: InputOf<C>): Record<string, string> => {
    const parsed = contract[channel].input.safeParse(v);
    if (parsed.success) return {};
    const out: Record<string, string> = {};
    for (const issue of zodIssues(parsed.error)) out[issue.path.join('.') || '_'] ??= issue.message;
    return out;
  };

  const showError = (error: AppError) => {
    const fieldErrors: Record<string, string> = {};
    for (const i of 'issues' in error ? error.issues : []) if (i.path.length) fieldErrors[i.path.join('.')] = i.message;
    setErrors(fieldErrors);
    setFormError(Object.keys(fieldErrors).length ? null : error.message);
  };

  return {
    values,
    errors,
    formError,
    submitting,
    setField<K extends keyof InputOf<C>>(key: K, value: InputOf<C>[K]) {
      const next = { ...values, [key]: value };
      setValues(next);
      // What the main process said was about the values as they were.
      setFormError(null);
      if (touched) setErrors(validate(next));
    },
    reset() {
      setValues(initial);
      setErrors({});
      setFormError(null);
      setTouched(false);
    },
    async submit() {
      if (submitting) return;
      setTouched(true);
      const local = validate(values);
      setErrors(local);
      setFormError(null);
      if (Object.keys(local).length) return;
      setSubmitting(true);
      try {
        const result = await api.call(channel, values);
        if (result.ok) {
          setValues(initial);
          setTouched(false);
          onDone?.(result.value);
        } else showError(result.error);
      } finally {
        setSubmitting(false);
      }
    },
  };
}
