import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The usual order, but the captcha journey last: it leaves 127.0.0.1 needing a captcha, and
 * every other journey signs in from that address.
 */
export class JourneySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isCaptcha = (file: TestSpecification) => file.moduleId.endsWith('/e2e/captcha.e2e.ts');
    return [...sorted.filter((file) => !isCaptcha(file)), ...sorted.filter(isCaptcha)];
  }
}
