import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys known to take minutes, started first: on a fresh clone vitest has no timings and
 * orders by file size, which left the accessibility sweeps (small files, minutes each) to the end
 * of CI with one worker idle beside them.
 */
const LONG_JOURNEYS = ['/e2e/accessibility-cn.e2e.ts', '/e2e/accessibility-en.e2e.ts'];

/**
 * The usual order, the long journeys first, and the captcha journey last: it leaves 127.0.0.1
 * needing a captcha, and every other journey signs in from that address.
 */
export class JourneySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_JOURNEYS.some((name) => file.moduleId.endsWith(name));
    const isCaptcha = (file: TestSpecification) => file.moduleId.endsWith('/e2e/captcha.e2e.ts');
    return [
      ...sorted.filter(isLong),
      ...sorted.filter((file) => !isLong(file) && !isCaptcha(file)),
      ...sorted.filter(isCaptcha),
    ];
  }
}
