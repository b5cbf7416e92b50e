import { describe, expect, it } from 'vitest';
import { progressPercent, readUploadResponse, UploadError } from './upload';

describe('progressPercent', () => {
  it('rounds and clamps, 0 for an unknown size', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
  });
});

describe('readUploadResponse', () => {
  it('returns the stored file', () => {
    expect(
      readUploadResponse(201, '{"id":4,"name":"a.pdf","mime_type":"application/pdf","size":9}'),
    ).toEqual({ id: '4', name: 'a.pdf', mime_type: 'application/pdf', size: 9 });
  });

  it("throws the server's error with its message key", () => {
    const body = JSON.stringify({
      error: { code: 'X', messageKey: 'error.fileType', message: 'File type is invalid' },
    });
    expect(() => readUploadResponse(415, body)).toThrowError(
      expect.objectContaining({ message: 'File type is invalid', messageKey: 'error.fileType' }),
    );
    expect(() => readUploadResponse(502, '<html>')).toThrow(UploadError);
  });

  it('keeps the values of the message, such as the size limit', () => {
    const body = JSON.stringify({
      error: { messageKey: 'error.fileTooLarge', values: { max: 25 }, message: 'Too large' },
    });
    expect(() => readUploadResponse(413, body)).toThrowError(
      expect.objectContaining({ messageKey: 'error.fileTooLarge', values: { max: 25 } }),
    );
  });
});
