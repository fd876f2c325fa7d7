import { CHAT_MESSAGE_MAX_CHARS } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { Button, schemaErrors } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useId } from 'react';
import { object, string } from 'yup';

export interface ChatComposerProps {
  onSend: (text: string) => void;
  onTyping: (typing: boolean) => void;
}

/**
 * The message field with a live count against the contract's limit. A message over it keeps
 * what was typed and says why; sending while offline is fine (the message is queued).
 */
export function ChatComposer({ onSend, onTyping }: ChatComposerProps) {
  const { t } = useTranslation();
  const ids = { field: useId(), count: useId(), error: useId() };
  const max = CHAT_MESSAGE_MAX_CHARS;
  const schema = object({
    text: string().trim().required(t('chat_required')).max(max, t('chat_too_long', { max })),
  });
  const formik = useFormik({
    initialValues: { text: '' },
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => schemaErrors(schema, values),
    onSubmit: (values, helpers) => {
      onSend(values.text.trim());
      onTyping(false);
      helpers.resetForm();
    },
  });
  useRevalidateOnLanguage(formik);
  const error = formik.submitCount > 0 ? formik.errors.text : undefined;
  const length = formik.values.text.length;
  return (
    <form noValidate className="mq-chat__composer" onSubmit={formik.handleSubmit}>
      <label htmlFor={ids.field} className="mq-chat__label">
        {t('chat_message_label')}
      </label>
      <textarea
        id={ids.field}
        name="text"
        rows={2}
        className="mq-chat__field"
        value={formik.values.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.count} ${ids.error}` : ids.count}
        onChange={(event) => {
          formik.handleChange(event);
          if (formik.errors.text) formik.setFieldError('text', undefined);
          onTyping(event.target.value.length > 0);
        }}
        onBlur={() => onTyping(false)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            formik.handleSubmit();
          }
        }}
      />
      <p id={ids.count} className={length > max ? 'mq-chat__count mq-chat__count--over' : 'mq-chat__count'}>
        {t('chat_count', { count: length, max })}
      </p>
      {error && (
        <p id={ids.error} role="alert" className="mq-chat__error">
          {error}
        </p>
      )}
      <Button type="submit">{t('chat_send')}</Button>
    </form>
  );
}
