import { featurePackageBuild } from '@marquee/tsup-preset';
import { defineConfig } from 'tsup';

export default defineConfig(featurePackageBuild());
