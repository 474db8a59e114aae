/** Hero copy and the stats strip (20+ platforms, 100+ resources, 10+ courses): UI constants, not catalogue data. */
export const HERO_PHRASES = [
  'Front-End Development',
  'Backend Development',
  'UI/UX Design',
  'Data Science',
  'App Development',
  'AI & Machine Learning',
  'Git & GitHub',
  'Cyber Security',
  'DevOps',
] as const;

export const HERO_STATS = [
  { value: '20+', label: 'Platforms' },
  { value: '100+', label: 'Resources' },
  { value: '10+', label: 'Courses' },
] as const;
