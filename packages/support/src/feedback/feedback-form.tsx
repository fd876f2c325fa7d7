import {
  countWords,
  FEEDBACK_CONTENT_MAX_CHARS,
  FEEDBACK_QUESTION_TYPES,
  type FeedbackQuestionType,
  type FeedbackScreenshot,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { IMAGE_UPLOAD_MAX_MB, ImageFileInput, readImageUpload, useSubmitFailure } from '@marquee/session';
import {
  Button,
  Field,
  Form,
  FormError,
  fieldError,
  SelectField,
  SubmitButton,
  schemaErrors,
  TextAreaField,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { mixed, object, string } from 'yup';
import { useSubmitFeedbackMutation } from '../mutations/submit-feedback-mutation';
import { QUESTION_TYPE_KEYS } from './question-type-keys';

export interface FeedbackFormProps {
  /** the brand's word-count bounds */
  minWords: number;
  maxWords: number;
}

interface Values {
  questionType: FeedbackQuestionType | '';
  content: string;
  screenshot: { name: string; file: FeedbackScreenshot } | null;
}

/** The refusals that belong on a field; any other becomes the form's message. */
const REFUSAL_FIELDS = {
  FEEDBACK_WORDS: 'content',
  SCREENSHOT_TYPE: 'screenshot',
  SCREENSHOT_SIZE: 'screenshot',
} as const;

/**
 * Question type, text with a live word count against the brand's bounds, and an optional
 * screenshot checked by its bytes when chosen. A refusal keeps everything as typed.
 */
export function FeedbackForm({ minWords, maxWords }: FeedbackFormProps) {
  const { t } = useTranslation();
  const submit = useSubmitFeedbackMutation();
  const { failure, trySubmit } = useSubmitFailure(REFUSAL_FIELDS);
  const [sent, setSent] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const schema = object({
    questionType: string().required(t('feedback_choose_type')),
    content: string().test(
      'words',
      t('error_code_feedback_words', { min: minWords, max: maxWords }),
      (value) => {
        const words = countWords(value ?? '');
        return words >= minWords && words <= maxWords;
      },
    ),
    screenshot: mixed().nullable(),
  });

  const formik = useFormik<Values>({
    initialValues: { questionType: '', content: '', screenshot: null },
    validate: (values) => schemaErrors(schema, values),
    onSubmit: async (values, helpers) => {
      setSent(null);
      await trySubmit(helpers, async () => {
        const item = await submit.mutateAsync({
          questionType: values.questionType as FeedbackQuestionType,
          content: values.content,
          ...(values.screenshot ? { screenshot: values.screenshot.file } : {}),
        });
        helpers.resetForm();
        if (fileInput.current) fileInput.current.value = '';
        setSent(item.id);
      });
    },
  });
  useRevalidateOnLanguage(formik);

  async function chooseFile(file: File | undefined) {
    await formik.setFieldTouched('screenshot', true, false);
    if (!file) {
      await formik.setFieldValue('screenshot', null);
      return;
    }
    const result = await readImageUpload(file);
    if (result.ok) {
      await formik.setFieldValue('screenshot', { name: file.name, file: result.image });
    } else {
      await formik.setFieldValue('screenshot', null, false);
      if (fileInput.current) fileInput.current.value = '';
      formik.setFieldError(
        'screenshot',
        result.problem === 'size'
          ? t('error_code_screenshot_size', { max: IMAGE_UPLOAD_MAX_MB })
          : t('error_code_screenshot_type'),
      );
    }
  }

  function removeFile() {
    void formik.setFieldValue('screenshot', null);
    if (fileInput.current) fileInput.current.value = '';
  }

  const typeError = fieldError(formik, 'questionType');
  const contentError = fieldError(formik, 'content');
  const screenshotError = fieldError(formik, 'screenshot');
  const words = countWords(formik.values.content);

  return (
    <Form onSubmit={formik.handleSubmit} className="mq-support-form" label={t('feedback_title')}>
      <SelectField
        label={t('feedback_question_type')}
        placeholder={t('feedback_choose_type')}
        options={FEEDBACK_QUESTION_TYPES.map((type) => ({ value: type, label: t(QUESTION_TYPE_KEYS[type]) }))}
        {...formik.getFieldProps('questionType')}
        error={typeError}
      />
      <TextAreaField
        label={t('feedback_content')}
        maxLength={FEEDBACK_CONTENT_MAX_CHARS}
        hint={t('feedback_word_count', { count: words, min: minWords, max: maxWords })}
        {...formik.getFieldProps('content')}
        error={contentError}
      />
      <Field
        label={t('feedback_screenshot')}
        error={screenshotError}
        below={
          formik.values.screenshot && (
            <Button type="button" variant="ghost" size="sm" onClick={removeFile}>
              {t('feedback_remove_screenshot')}
            </Button>
          )
        }
      >
        {(control) => (
          <ImageFileInput
            {...control}
            ref={fileInput}
            onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
          />
        )}
      </Field>
      <FormError message={failure} />
      {sent && (
        <p role="status" className="mq-support-notice">
          {t('feedback_sent', { id: sent })}
        </p>
      )}
      <SubmitButton pending={formik.isSubmitting}>{t('feedback_submit')}</SubmitButton>
    </Form>
  );
}
