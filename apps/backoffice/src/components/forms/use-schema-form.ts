import type { FieldError } from '@siao/shared';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../lib/http/api-error';

/** What the alert above a form says when the reasons are next to the fields. */
const checkFieldsMessage = 'Verifique os campos destacados.';

type Values = object;

/** Issues of `schema` for `payload`, keyed by form field (the first message of each field). */
export function schemaErrors(
  schema: z.ZodType,
  payload: unknown,
  fieldOf: (path: string) => string = (p) => p,
): Record<string, string> {
  const result = schema.safeParse(payload);
  return result.success ? {} : issueErrors(result.error.issues, fieldOf);
}

function issueErrors(issues: z.core.$ZodIssue[], fieldOf: (path: string) => string) {
  const found: Record<string, string> = {};
  for (const i of issues) found[fieldOf(i.path.join('.'))] ??= i.message;
  return found;
}

export interface SchemaFormOptions<V extends Values, S extends z.ZodType> {
  initial: V;
  /** The shared zod schema of the payload: the form refuses exactly what the API refuses, with its words. */
  schema: S;
  /** Form values → payload (default: the values as they are). */
  toPayload?: (values: V) => z.input<S>;
  /** Payload field path (`address.cep`) → form field (`cep`); default: the path. */
  fieldOf?: (path: string) => string;
  /** Rules of the form alone, not of the payload (e.g. "confirm the password"). */
  check?: (values: V) => Record<string, string>;
  onSubmit: (payload: z.output<S>, values: V) => Promise<unknown> | unknown;
}

export interface FieldProps<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * The one form hook of the back-office: values, errors, saving, submit. Errors come from the shared
 * schema (on submit, and for the field just left), from `check`, and from the server (its field
 * details go next to the fields). On a refused submit the first field in error (in page order) gets
 * the focus and is scrolled into view.
 */
export function useSchemaForm<V extends Values, S extends z.ZodType>(options: SchemaFormOptions<V, S>) {
  const { schema, toPayload, fieldOf = (p: string) => p, check } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Field errors from the server that carry more than words (e.g. the id of a duplicate). */
  const [serverDetails, setServerDetails] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  /** The error code behind `failure` when the server refused (e.g. `EDICAO_CONFLITANTE`). */
  const [failureCode, setFailureCode] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // after the errors are on screen: the first invalid control in page order gets focus
  useEffect(() => {
    if (!focusRequest) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focusRequest]);

  const validate = useCallback(
    (current: V) => {
      const result = schema.safeParse(toPayload ? toPayload(current) : current);
      const found = result.success ? {} : issueErrors(result.error.issues, fieldOf);
      for (const [key, message] of Object.entries(check?.(current) ?? {})) found[key] ??= message;
      return { found, payload: result.success ? (result.data as z.output<S>) : undefined };
    },
    [schema, toPayload, fieldOf, check],
  );

  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key as string]: _, ...rest }) => rest);
    setServerDetails((d) => d.filter((x) => x.field !== key));
  }, []);

  /**
   * The field just left is checked alone. A blank field is not blamed until the submit, and keeps the error
   * the submit gave it (typing clears it): leaving it must not erase "required" nor move the layout under
   * the pointer.
   */
  function validateField(key: keyof V) {
    const value = values[key];
    if (value === '' || value === null || value === undefined) return;
    const message = validate(values).found[key as string];
    setErrors(({ [key as string]: _, ...rest }) => (message ? { ...rest, [key]: message } : rest));
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (saving) return;
    const { found, payload } = validate(values);
    setErrors(found);
    setServerDetails([]);
    if (Object.keys(found).length || payload === undefined) {
      setFailure(checkFieldsMessage);
      setFocusRequest((n) => n + 1);
      return;
    }
    setFailure(null);
    setFailureCode(null);
    setSaving(true);
    try {
      await options.onSubmit(payload, values);
    } catch (error) {
      // what the user typed stays; the server's reasons go next to their fields, each said once
      const details = isApiError(error) ? error.details : [];
      const mapped = details.map((d) => ({ ...d, field: fieldOf(d.field) }));
      const fieldErrors: Record<string, string> = {};
      for (const d of mapped) fieldErrors[d.field] ??= d.message;
      setErrors(fieldErrors);
      setServerDetails(mapped);
      setFailure(mapped.length ? checkFieldsMessage : errorMessage(error));
      setFailureCode(isApiError(error) ? error.code : null);
      if (mapped.length) setFocusRequest((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  function field<K extends keyof V>(key: K): FieldProps<V[K]> {
    return {
      name: String(key),
      value: values[key],
      onChange: (value) => setValue(key, value),
      onBlur: () => validateField(key),
      error: errors[key as string],
    };
  }

  /** For Mantine's TextInput/Textarea/PasswordInput: the change event's text. */
  function text<K extends keyof V>(key: K) {
    const f = field(key);
    return {
      ...f,
      value: String(f.value ?? ''),
      onChange: (e: { currentTarget: { value: string } }) => setValue(key, e.currentTarget.value as V[K]),
    };
  }

  /** Server detail of a field (e.g. `existing_id` of a duplicate). */
  const detailOf = (key: string) => serverDetails.find((d) => d.field === key);

  function reset(next: V = options.initial) {
    setValues(next);
    setErrors({});
    setServerDetails([]);
    setFailure(null);
    setFailureCode(null);
  }

  return {
    values,
    setValues,
    setValue,
    errors,
    setErrors,
    failure,
    failureCode,
    setFailure,
    saving,
    field,
    text,
    detailOf,
    reset,
    submit,
    formProps: { ref: formRef, onSubmit: submit, noValidate: true },
  };
}
