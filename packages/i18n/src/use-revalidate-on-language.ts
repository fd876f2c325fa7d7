import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of a form (formik's `useFormik()` result) the hook reads, by its shape. */
interface RevalidatedForm {
  errors: object;
  validateForm: () => Promise<unknown>;
}

/**
 * Checks `form` again when the language changes while it shows errors: a form's messages are
 * written in the language of the check that made them, so a message already on screen would keep
 * the old language until the next keystroke. Its schema, built with the new language's `t`, then
 * writes them anew.
 */
export function useRevalidateOnLanguage(form: RevalidatedForm): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const checkedIn = useRef(language);
  useEffect(() => {
    if (checkedIn.current === language) return;
    checkedIn.current = language;
    if (Object.keys(form.errors).length > 0) void form.validateForm();
  }, [language, form]);
}
