import { PROMOTION_IMAGES_MAX, PROMOTION_REMARK_MAX, type PromotionImage } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { IMAGE_UPLOAD_MAX_MB, ImageFileInput, readImageUpload, useSubmitFailure } from '@marquee/session';
import {
  Button,
  Field,
  Form,
  FormError,
  fieldError,
  SubmitButton,
  schemaErrors,
  TextAreaField,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { array, object, string } from 'yup';
import { useApplyPromotionMutation } from '../mutations/promotion-action-mutations';

/** The refusals that belong on a field; any other becomes the form's message. */
const REFUSAL_FIELDS = {
  PROMOTION_REMARK_LENGTH: 'remark',
  PROMOTION_IMAGE_COUNT: 'images',
  PROMOTION_IMAGE_TYPE: 'images',
  PROMOTION_IMAGE_SIZE: 'images',
  IMAGE_PIXELS: 'images',
  UPLOAD_RATE: 'images',
  UPLOAD_STORAGE: 'images',
} as const;

interface ChosenImage {
  /** stays with the image when an earlier one is removed */
  key: number;
  name: string;
  image: PromotionImage;
}

interface Values {
  remark: string;
  images: ChosenImage[];
}

let chosenImages = 0;

const previewOf = (image: PromotionImage) => `data:${image.type};base64,${image.data}`;

/**
 * An APPLY promotion's form: a remark with its live count and up to PROMOTION_IMAGES_MAX images,
 * each checked by size and content when chosen (the platform checks them again), previewed and
 * removable. A refusal keeps the remark and the images.
 */
export function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const apply = useApplyPromotionMutation();
  const { failure, trySubmit } = useSubmitFailure(REFUSAL_FIELDS);
  const fileInput = useRef<HTMLInputElement>(null);

  const schema = object({
    remark: string().max(
      PROMOTION_REMARK_MAX,
      t('error_code_promotion_remark_length', { max: PROMOTION_REMARK_MAX }),
    ),
    images: array().max(
      PROMOTION_IMAGES_MAX,
      t('error_code_promotion_image_count', { max: PROMOTION_IMAGES_MAX }),
    ),
  });

  const formik = useFormik<Values>({
    initialValues: { remark: '', images: [] },
    validate: (values) => schemaErrors(schema, values),
    onSubmit: (values, helpers) =>
      trySubmit(helpers, () =>
        apply.mutateAsync({
          id: promotionId,
          remark: values.remark.trim(),
          images: values.images.map((chosen) => chosen.image),
        }),
      ),
  });
  useRevalidateOnLanguage(formik);

  async function chooseFiles(files: FileList | null) {
    const chosen = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (chosen.length === 0) return;
    await formik.setFieldTouched('images', true, false);
    if (formik.values.images.length + chosen.length > PROMOTION_IMAGES_MAX) {
      formik.setFieldError('images', t('error_code_promotion_image_count', { max: PROMOTION_IMAGES_MAX }));
      return;
    }
    const added: ChosenImage[] = [];
    for (const file of chosen) {
      const read = await readImageUpload(file);
      if (!read.ok) {
        formik.setFieldError(
          'images',
          read.problem === 'size'
            ? t('error_code_promotion_image_size', { max: IMAGE_UPLOAD_MAX_MB })
            : t('error_code_promotion_image_type'),
        );
        return;
      }
      chosenImages += 1;
      added.push({ key: chosenImages, name: file.name, image: read.image });
    }
    await formik.setFieldValue('images', [...formik.values.images, ...added]);
  }

  function removeImage(index: number) {
    void formik.setFieldValue(
      'images',
      formik.values.images.filter((_, at) => at !== index),
    );
  }

  const remarkLength = [...formik.values.remark].length;
  const full = formik.values.images.length >= PROMOTION_IMAGES_MAX;

  return (
    <Form onSubmit={formik.handleSubmit} className="mq-promo-apply" label={t('promo_apply_title')}>
      <TextAreaField
        label={t('promo_remark')}
        rows={3}
        hint={t('promo_remark_count', { count: remarkLength, max: PROMOTION_REMARK_MAX })}
        {...formik.getFieldProps('remark')}
        error={fieldError(formik, 'remark')}
      />
      <Field
        label={t('promo_images')}
        hint={t('promo_images_hint', { max: PROMOTION_IMAGES_MAX, size: IMAGE_UPLOAD_MAX_MB })}
        error={fieldError(formik, 'images')}
        below={
          formik.values.images.length > 0 && (
            <ul className="mq-promo-apply__previews">
              {formik.values.images.map((chosen, index) => (
                <li key={chosen.key} className="mq-promo-apply__preview">
                  <img src={previewOf(chosen.image)} alt={t('promo_image_preview', { number: index + 1 })} />
                  <Button type="button" variant="ghost" size="sm" onClick={() => removeImage(index)}>
                    {t('promo_remove_image', { number: index + 1 })}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      >
        {(control) => (
          <ImageFileInput
            {...control}
            ref={fileInput}
            multiple
            disabled={full}
            onChange={(event) => void chooseFiles(event.currentTarget.files)}
          />
        )}
      </Field>
      <FormError message={failure} />
      <SubmitButton pending={formik.isSubmitting}>{t('promo_apply')}</SubmitButton>
    </Form>
  );
}
