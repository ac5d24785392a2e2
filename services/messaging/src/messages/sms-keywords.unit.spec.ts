import { smsKeyword } from './sms-keywords';

describe('a reply’s keyword', () => {
  it.each(['STOP', ' stop ', 'Stop.', 'unsubscribe', 'PARAR', 'parar', 'Baja', 'BAJÁ', 'cancelar!', 'Detener'])(
    '%s stops the texts',
    (body) => expect(smsKeyword(body)).toBe('stop'),
  );
  it.each(['START', 'start', 'Unstop', 'YES'])('%s allows them again', (body) =>
    expect(smsKeyword(body)).toBe('start'),
  );
  it.each(['stop it please', 'Gracias', 'no', 'STOPP', ''])('%s is no keyword', (body) =>
    expect(smsKeyword(body)).toBeNull(),
  );
});
