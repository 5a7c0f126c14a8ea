import { act, renderHook } from '@testing-library/react';
import { blogInputSchema } from '@ssf/domain/schemas/blog';
import { recruitmentInputSchema } from '@ssf/domain/schemas/recruitment';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { useZodForm } from './use-zod-form.ts';

describe('useZodForm', () => {
  it('puts the client’s zod issues on their fields and returns the parsed data when valid', () => {
    const { result } = renderHook(() => useZodForm(blogInputSchema));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate({ title: '  ', summary: 'x'.repeat(600) });
    });
    expect(parsed).toBeNull();
    expect(result.current.error('title')).toBe('Title is required');
    expect(result.current.error('summary')).toBe('Summary must be at most 500 characters');

    act(() => {
      parsed = result.current.validate({ title: ' Hello ', summary: '', content: '' });
    });
    expect(parsed).toEqual({ title: 'Hello', summary: '', content: '' });
    expect(result.current.errors).toEqual({});
  });

  it('adds the messages of checks outside the schema, which make the form invalid too', () => {
    const { result } = renderHook(() => useZodForm(blogInputSchema));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate({ title: '' }, { image: 'Cover image is required' });
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({ title: 'Title is required', image: 'Cover image is required' });

    act(() => {
      parsed = result.current.validate({ title: 'Hello' }, { image: 'Cover image is required' });
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({ image: 'Cover image is required' });

    act(() => {
      parsed = result.current.validate({ title: 'Hello' }, {});
    });
    expect(parsed).toEqual({ title: 'Hello', summary: '', content: '' });
    expect(result.current.errors).toEqual({});
  });

  it('keys nested issues by their whole path, as the server does', () => {
    const { result } = renderHook(() => useZodForm(recruitmentInputSchema));
    act(() => {
      result.current.validate({
        title: 'Drive',
        description: 'About',
        applicationDeadline: '2030-01-01T00:00:00.000Z',
        customQuestions: [{ question: '', type: 'text' }],
      });
    });
    expect(Object.keys(result.current.errors)).toContain('customQuestions.0.question');

    act(() => result.current.clearError('customQuestions'));
    expect(result.current.errors).toEqual({});
  });

  it('puts the server’s details on the same fields', () => {
    const { result } = renderHook(() => useZodForm(blogInputSchema));
    let placed = false;
    act(() => {
      placed = result.current.showServerErrors(
        new ApiError(400, 'Please check the highlighted fields', { title: 'A blog with this title exists' }),
      );
    });
    expect(placed).toBe(true);
    expect(result.current.error('title')).toBe('A blog with this title exists');

    act(() => result.current.clearError('title'));
    expect(result.current.error('title')).toBeUndefined();
  });

  it('leaves the fields alone for a failure without field details', () => {
    const { result } = renderHook(() => useZodForm(blogInputSchema));
    let placed = true;
    act(() => {
      placed = result.current.showServerErrors(new ApiError(500, 'Server error'));
    });
    expect(placed).toBe(false);
    act(() => {
      placed = result.current.showServerErrors(new ApiError(400, 'Bad', 'A sentence, not a map'));
    });
    expect(placed).toBe(false);
    expect(result.current.errors).toEqual({});
  });
});
