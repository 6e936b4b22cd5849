import { describe, expect, it } from 'vitest';
import {
  megabytes,
  uploadQuotaRefusal,
  type UploadQuota,
} from '../../../../src/plugins/app/platform/upload-quota-rules.ts';

const MB = 1024 * 1024;
const QUOTA: UploadQuota = { dailyBytes: 10 * MB, totalBytes: 50 * MB };

describe('upload quotas', () => {
  it('lets an upload through up to each quota exactly', () => {
    expect(uploadQuotaRefusal({ todayBytes: 6 * MB, totalBytes: 40 * MB }, 4 * MB, QUOTA)).toBe(
      undefined,
    );
  });

  it('names the total first, since waiting would not help there', () => {
    expect(uploadQuotaRefusal({ todayBytes: 9 * MB, totalBytes: 49 * MB }, 2 * MB, QUOTA)).toEqual({
      quota: 'total',
    });
    expect(uploadQuotaRefusal({ todayBytes: 9 * MB, totalBytes: 20 * MB }, 2 * MB, QUOTA)).toEqual({
      quota: 'daily',
    });
  });

  it('writes megabytes whole from 10, with one decimal below', () => {
    expect([megabytes(200 * MB), megabytes(12.4 * MB), megabytes(0.84 * MB)]).toEqual([
      '200',
      '12',
      '0.8',
    ]);
  });
});
