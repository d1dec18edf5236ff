export const content = {} as const;
