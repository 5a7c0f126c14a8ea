import { expect } from 'vitest';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import type { TestApp } from './helpers.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const questions = [
  {
    question: 'Which team interests you most?',
    type: 'radio',
    options: ['Content', 'Events', 'Design'],
    required: true,
  },
  {
    question: 'Share a link to your portfolio',
    type: 'text',
    required: true,
    showIf: { questionIndex: 0, operator: 'equals', value: 'Design' },
  },
  { question: 'Hours a week', type: 'number' },
  { question: 'Available from', type: 'date' },
  { question: 'Skills', type: 'checkbox', options: ['Writing', 'Video', 'Code'] },
  { question: 'About you', type: 'textarea' },
  { question: 'Contact email', type: 'email' },
];

export const driveInput = (over: Record<string, unknown> = {}) => ({
  title: 'Core Team 2026',
  description: 'Join the core team',
  applicationDeadline: inDays(30),
  maxApplications: 100,
  isActive: true,
  whatsappGroupUrl: 'https://chat.whatsapp.com/abc',
  customQuestions: questions,
  ...over,
});

let serial = 0;
/** A fresh valid applicant (unique email and PRN each call). */
export function applicant(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    first_name: 'Asha',
    last_name: 'Kulkarni',
    gender: 'female',
    email: `student${serial}@mitwpu.edu.in`,
    prn: `PRN${1000 + serial}`,
    year: 'SY',
    course: 'Other',
    ...over,
  };
}

export function helpers(t: TestApp) {
  const admin = t.auth(t.adminToken);
  const createDrive = async (over: Record<string, unknown> = {}): Promise<Recruitment> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recruitment/admin/create',
      headers: admin,
      payload: driveInput(over),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const apply = (
    recruitmentId: string,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/recruitment/apply',
      headers,
      payload: {
        recruitmentId,
        applicantInfo: applicant(),
        answers: [{ questionIndex: 0, question: 'Which team interests you most?', answer: 'Events' }],
        ...body,
      },
    });
  const getDrive = async (id: string): Promise<Recruitment> => {
    const res = await t.app.inject({ url: '/api/v1/recruitment/admin/all', headers: admin });
    const found = (res.json().data as Recruitment[]).find((r) => r._id === id);
    if (!found) throw new Error('drive not found');
    return found;
  };
  const applicationsOf = async (id: string) => {
    const res = await t.app.inject({ url: `/api/v1/recruitment/admin/applications/${id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.applications as Array<{
      _id: string;
      applicantInfo: Record<string, string>;
      submittedAt: string;
      answers: Array<{ questionIndex: number; question: string; answer: string | string[] }>;
    }>;
  };
  return { admin, createDrive, apply, getDrive, applicationsOf };
}
