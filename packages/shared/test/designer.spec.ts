import { createProjectRequestSchema, listProjectsQuerySchema, projectTitleFor } from '../src';

describe('designer DTOs', () => {
  it('titles a project from its first message when none is given', () => {
    expect(projectTitleFor(undefined, 'a'.repeat(50))).toBe('a'.repeat(50));
    expect(projectTitleFor(undefined, 'a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
    expect(projectTitleFor('', '')).toBe('New Project');
    expect(projectTitleFor('  ', ' \n ')).toBe('New Project');
    expect(projectTitleFor(' Mine ', 'a'.repeat(80))).toBe('Mine');
  });

  it('parses a create body to its final title and refuses out-of-range fields', () => {
    expect(createProjectRequestSchema.parse({ device_type: 'web', first_message: 'Recipe app' })).toEqual({
      device_type: 'web',
      first_message: 'Recipe app',
      title: 'Recipe app',
    });
    expect(createProjectRequestSchema.parse({ device_type: 'mobile' }).title).toBe('New Project');
    expect(createProjectRequestSchema.safeParse({ device_type: 'watch', first_message: '' }).success).toBe(false);
    expect(createProjectRequestSchema.safeParse({ device_type: 'web', first_message: 'x'.repeat(10_001) }).success).toBe(false);
    expect(createProjectRequestSchema.safeParse({ device_type: 'web', first_message: '', title: 't'.repeat(201) }).success).toBe(false);
  });

  it('bounds the list limit to 1–50, 20 when absent', () => {
    expect(listProjectsQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(listProjectsQuerySchema.parse({ limit: '4' })).toEqual({ limit: 4 });
    for (const limit of ['0', '51', '1.5', 'x']) expect(listProjectsQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});
