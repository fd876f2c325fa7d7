import type { AppPlatform } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';

const STEPS: Record<AppPlatform, readonly TranslationKey[]> = {
  IOS: ['install_ios_step_1', 'install_ios_step_2', 'install_ios_step_3', 'install_ios_step_4'],
  ANDROID: [
    'install_android_step_1',
    'install_android_step_2',
    'install_android_step_3',
    'install_android_step_4',
  ],
};

export interface InstallGuideProps {
  platform: AppPlatform;
  headingId: string;
}

/** How to install: iOS installs and trusts the profile; Android allows the installer, then the APK. */
export function InstallGuide({ platform, headingId }: InstallGuideProps) {
  const { t } = useTranslation();
  return (
    <section className="mq-download__guide" aria-labelledby={headingId}>
      <h3 id={headingId} className="mq-download__guide-title">
        {t('install_guide')}
      </h3>
      <ol className="mq-download__steps">
        {STEPS[platform].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </section>
  );
}
