import { MessageRejected } from '@aws-sdk/client-ses';
import { awsErrorCode } from './aws-error-code';

describe('awsErrorCode', () => {
  it('keeps the code of an SES error and drops its message, which may quote an address', () => {
    const error = new MessageRejected({ message: 'Email address is not verified: joão@exemplo.com', $metadata: {} });
    expect(awsErrorCode(error)).toBe('MessageRejected');
    expect(awsErrorCode(Object.assign(new Error('Illegal address: a@b.c,x'), { name: 'InvalidParameterValue' }))).toBe('InvalidParameterValue');
  });

  it('never returns free text: anything that is not a code is UnknownError', () => {
    expect(awsErrorCode(new Error('x'))).toBe('Error');
    expect(awsErrorCode(Object.assign(new Error('x'), { name: 'Illegal address: ana@exemplo.com' }))).toBe('UnknownError');
    expect(awsErrorCode('ana@exemplo.com')).toBe('UnknownError');
    expect(awsErrorCode(null)).toBe('UnknownError');
  });
});
