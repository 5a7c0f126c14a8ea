import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveQuestion,
  moveQuestion,
  parentCandidates,
  removeQuestion,
  saveQuestion,
} from '../src/recruitment/builder.ts';
import { applicationsCsvFileName } from '../src/recruitment/export.ts';
import type { CustomQuestion } from '../src/recruitment/questions.ts';
import { checkShowIfReferences } from '../src/schemas/recruitment.ts';
import { question, questionsArb } from './recruitment-fixtures.ts';

const team = question({ type: 'radio', question: 'Team', options: ['Design', 'Events'] });
const other = question({ type: 'text', question: 'Name' });
const portfolio = question({
  type: 'text',
  question: 'Portfolio',
  showIf: { questionIndex: 0, operator: 'equals', value: 'Design' },
});

describe('question builder', () => {
  it('moves questions with their showIf references following', () => {
    const qs = [team, other, portfolio];
    const moved = moveQuestion(qs, 2, 1);
    expect(moved.map((q) => q.question)).toEqual(['Team', 'Portfolio', 'Name']);
    expect(moved[1].showIf?.questionIndex).toBe(0);
    const parentDown = moveQuestion([team, other, portfolio], 0, 1);
    expect(parentDown.map((q) => q.question)).toEqual(['Name', 'Team', 'Portfolio']);
    expect(parentDown[2].showIf?.questionIndex).toBe(1);
  });

  it('never moves a question above the one it depends on', () => {
    const qs = [team, portfolio];
    expect(canMoveQuestion(qs, 1, 0)).toBe(false);
    expect(canMoveQuestion(qs, 0, 1)).toBe(false);
    expect(moveQuestion(qs, 1, 0)).toEqual(qs);
    expect(canMoveQuestion(qs, 0, -1)).toBe(false);
  });

  it('removing a parent drops its dependents’ condition and shifts later references', () => {
    expect(removeQuestion([team, other, portfolio], 0)[1].showIf).toBeNull();
    const later = {
      ...portfolio,
      showIf: { questionIndex: 1, operator: 'equals' as const, value: 'Design' },
    };
    const shifted = removeQuestion([other, team, later], 0);
    expect(shifted[1].showIf?.questionIndex).toBe(0);
  });

  it('replaces an edited question in place, appends a new one and drops conditions it broke', () => {
    const qs = [team, portfolio];
    const appended = saveQuestion(qs, other, null);
    expect(appended.map((q) => q.question)).toEqual(['Team', 'Portfolio', 'Name']);
    const edited = saveQuestion(qs, { ...team, options: ['Events', 'Content'] }, 0);
    expect(edited[0].options).toEqual(['Events', 'Content']);
    expect(edited[1].showIf).toBeNull();
    expect(saveQuestion(qs, { ...team, type: 'text', options: [] }, 0)[1].showIf).toBeNull();
  });

  it('offers earlier dropdown and radio questions as parents', () => {
    expect(parentCandidates([team, other, portfolio], 3).map((c) => c.index)).toEqual([0]);
    expect(parentCandidates([team], 0)).toEqual([]);
  });

  it('keeps every reference valid whatever the admin does', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('up' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('down' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    );
    fc.assert(
      fc.property(questionsArb, fc.array(op, { maxLength: 20 }), (start, ops) => {
        let qs: CustomQuestion[] = saveQuestion(start, question({ type: 'text', question: 'Last' }), null);
        for (const { kind, at } of ops) {
          if (!qs.length) break;
          const i = at % qs.length;
          const before = qs;
          if (kind === 'remove') qs = removeQuestion(qs, i);
          else qs = moveQuestion(qs, i, kind === 'up' ? i - 1 : i + 1);
          expect(checkShowIfReferences(qs)).toEqual({});
          // A move keeps every condition, pointing at the same parent question (texts are unique).
          if (kind !== 'remove') {
            const parentOf = (list: CustomQuestion[]) =>
              new Map(list.map((q) => [q.question, q.showIf ? list[q.showIf.questionIndex].question : null]));
            expect(parentOf(qs)).toEqual(parentOf(before));
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('export file name', () => {
  it('makes a lower-case ASCII name from the title', () => {
    expect(applicationsCsvFileName('Core Team — Spring 2026!')).toBe(
      'core-team-spring-2026-applications.csv',
    );
    expect(applicationsCsvFileName('Équipe Créative')).toBe('equipe-creative-applications.csv');
    expect(applicationsCsvFileName('!!!')).toBe('recruitment-applications.csv');
  });
});
