import { describe, expect, it } from 'vitest';
import {
  cameraTitle,
  canSendPhoto,
  isPhotoIndicatorShown,
  photoArrived,
  photoDeadlinePassed,
  photoPeriodStarted,
  photoState,
  photoStatusText,
  pickedPhotoProblem,
  sendingPeriodEnded,
} from '../../../src/lib/domain/photo-rules.ts';

// São Paulo is UTC-3: 2026-03-10 at 00:00 there is 03:00 UTC.
const saoPaulo = (day: number, hour = 12, minute = 0) => Date.UTC(2026, 2, day, hour + 3, minute);
const now = saoPaulo(10);

describe('photoState (R44)', () => {
  it.each([
    [undefined, 'notSent'],
    [null, 'notSent'],
    [0, 'notSent'],
    [1, 'approved'],
    [2, 'awaiting'],
    [3, 'rejected'],
    [7, 'notSent'],
  ] as const)('status %j is %s', (status, expected) => {
    expect(photoState(status)).toBe(expected);
  });
});

describe('photoStatusText (R44)', () => {
  it.each([
    [null, 0, 'Não enviada'],
    [0, 0, 'Não enviada'],
    [1, 1, 'Aprovada'],
    [2, 2, 'Aguardando avaliação'],
    [3, 1, 'Reprovada (tentativa 1/3)'],
    [3, 3, 'Reprovada (tentativa 3/3)'],
    [3, undefined, 'Reprovada (tentativa 0/3)'],
  ] as const)('status %j, attempt %j reads %s', (status, attempt, expected) => {
    expect(photoStatusText(status, attempt)).toBe(expected);
  });
});

describe('photoDeadlinePassed (R45)', () => {
  it.each([
    ['the final day in the morning', '2026-03-10', saoPaulo(10, 0, 1), false],
    ['the final day one minute before midnight', '2026-03-10', saoPaulo(10, 23, 59), false],
    ['the next day at midnight', '2026-03-10', saoPaulo(11, 0, 0), true],
    ['a day before the final day', '2026-03-11', now, false],
    ['a day after the final day', '2026-03-09', now, true],
    ['no final date', null, now, false],
    ['an invalid final date', '2026-02-30', now, false],
  ] as const)('%s', (_, finalDate, at, expected) => {
    expect(photoDeadlinePassed(finalDate, at)).toBe(expected);
  });
});

describe('photoPeriodStarted', () => {
  it.each([
    ['starts today', '2026-03-10', true],
    ['started yesterday', '2026-03-09', true],
    ['starts tomorrow', '2026-03-11', false],
    ['no start date', undefined, true],
  ] as const)('%s', (_, start, expected) => {
    expect(photoPeriodStarted(start, now)).toBe(expected);
  });
});

describe('canSendPhoto', () => {
  const open = { initialPhotoPeriod: '2026-03-01', finalPhotoPeriod: '2026-03-31' };
  it.each([
    ['not sent yet', { status: 0, attempt: 0 }, true],
    ['no status at all', { status: null, attempt: undefined }, true],
    ['rejected on the 1st attempt', { status: 3, attempt: 1 }, true],
    ['rejected on the 2nd attempt', { status: 3, attempt: 2 }, true],
    ['rejected on the 3rd attempt', { status: 3, attempt: 3 }, false],
    ['approved', { status: 1, attempt: 1 }, false],
    ['awaiting evaluation', { status: 2, attempt: 1 }, false],
    ['disableSend set', { status: 0, attempt: 0, disableSend: true }, false],
  ] as const)('%s', (_, facts, expected) => {
    expect(canSendPhoto({ ...open, ...facts }, now)).toBe(expected);
  });
  it('allows the final day itself, up to its last minute (R45)', () => {
    expect(canSendPhoto({ status: 0, finalPhotoPeriod: '2026-03-10' }, saoPaulo(10, 23, 59))).toBe(true);
  });
  it('refuses the day after the final day (R45)', () => {
    expect(canSendPhoto({ status: 3, attempt: 1, finalPhotoPeriod: '2026-03-10' }, saoPaulo(11, 0, 0))).toBe(false);
  });
  it('refuses before the photo period starts (R45)', () => {
    expect(canSendPhoto({ status: 0, initialPhotoPeriod: '2026-03-11', finalPhotoPeriod: '2026-03-31' }, now)).toBe(false);
  });
});

describe('sendingPeriodEnded (R45)', () => {
  it.each([
    ['deadline passed, nothing sent', null, '2026-03-09', true],
    ['deadline passed, status 0', 0, '2026-03-09', true],
    ['deadline passed, photo rejected', 3, '2026-03-09', false],
    ['deadline passed, photo approved', 1, '2026-03-09', false],
    ['final day is today, nothing sent', null, '2026-03-10', false],
  ] as const)('%s', (_, status, finalPhotoPeriod, expected) => {
    expect(sendingPeriodEnded({ status, finalPhotoPeriod }, now)).toBe(expected);
  });
});

describe('isPhotoIndicatorShown (R40)', () => {
  it.each([
    ['visible, not started', true, '2026-03-20', true],
    ['hidden, not started', false, '2026-03-20', false],
    ['hidden, starts today', false, '2026-03-10', true],
    ['hidden, started', false, '2026-03-01', true],
    ['hidden, no start date', false, null, false],
  ] as const)('%s', (_, visible, start, expected) => {
    expect(isPhotoIndicatorShown(visible, start, now)).toBe(expected);
  });
});

describe('photoArrived (R210)', () => {
  const shown = (state: 'notSent' | 'approved' | 'awaiting' | 'rejected', attempts: number) => ({ state, attempts });
  it.each([
    ['not sent before, awaiting evaluation now', shown('notSent', 0), shown('awaiting', 1), true],
    ['rejected before, awaiting evaluation now', shown('rejected', 1), shown('awaiting', 2), true],
    ['one more attempt, already rejected again', shown('rejected', 1), shown('rejected', 2), true],
    ['one more attempt, already approved', shown('notSent', 0), shown('approved', 1), true],
    ['awaiting now, the attempt count not raised yet', shown('notSent', 0), shown('awaiting', 0), true],
    ['unchanged: not sent', shown('notSent', 0), shown('notSent', 0), false],
    ['unchanged: rejected, same attempt', shown('rejected', 1), shown('rejected', 1), false],
    ['awaiting before and after, same attempt', shown('awaiting', 1), shown('awaiting', 1), false],
    ['fewer attempts than before (another answer)', shown('rejected', 2), shown('rejected', 1), false],
    ['not known before, awaiting now', null, shown('awaiting', 1), true],
    ['not known before, approved now', null, shown('approved', 1), true],
    ['not known before, rejected now', null, shown('rejected', 2), false],
    ['not known before, not sent now', null, shown('notSent', 0), false],
    ['not in the period loaded again', shown('notSent', 0), null, false],
  ] as const)('%s', (_, before, after, expected) => {
    expect(photoArrived(before, after)).toBe(expected);
  });
});

describe('cameraTitle (R46)', () => {
  it.each([
    ['Foto da gôndola de refrigerantes', 'Foto da gôndola de refrigerantes'],
    ['Fotos do freezer', 'Fotos do freezer'],
    ['  foto do ponto extra ', 'foto do ponto extra'],
    ['Gôndola de refrigerantes', 'Foto: Gôndola de refrigerantes'],
    ['Fotografia', 'Foto: Fotografia'],
  ])('%j → %j: the indicator named once', (name, title) => {
    expect(cameraTitle(name)).toBe(title);
  });
});

describe('pickedPhotoProblem (R278)', () => {
  it('takes any image type a phone gives, and refuses a file whose first bytes name none', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'] as const)
      expect(pickedPhotoProblem(type)).toBeNull();
    expect(pickedPhotoProblem(null)).toBe('O arquivo escolhido não é uma foto. Escolha uma imagem da câmera ou da galeria.');
  });
});
