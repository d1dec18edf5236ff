import nx from '@nx/eslint-plugin';

const backendOnly = ['react', 'react-dom', 'react-router-dom', 'react-*', '@tanstack/*', 'zustand'];
const frontendBanned = ['@nestjs/*', 'typeorm', 'pg', 'ioredis', 'bullmq', 'nats', 'serialport', '@serialport/*'];
const scopes = ['gateway', 'identity', 'catalog', 'activations', 'rentals', 'billing', 'webhooks', 'edge'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/out-tsc', '**/node_modules', '**/.nx', '.data/**', 'tmp/**', '**/jest.config.cjs', 'jest.preset.cjs'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: true,
          allow: [],
          depConstraints: [
            // Layering by type. type:testing appears below for spec files only: the
            // no-restricted-imports rule further down keeps it out of production sources.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts', 'type:testing'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts', 'type:testing', 'type:ui', 'type:feature'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts', 'type:testing'] },
            // A service reaches only shared libraries, never another service.
            ...scopes.map((scope) => ({
              sourceTag: `scope:${scope}`,
              onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
              bannedExternalImports: scope === 'edge' ? backendOnly : [...backendOnly, 'serialport', '@serialport/*'],
            })),
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'], bannedExternalImports: ['serialport', '@serialport/*'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared'], bannedExternalImports: frontendBanned },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:frontend', 'scope:shared'], bannedExternalImports: frontendBanned },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:frontend', 'scope:shared'], bannedExternalImports: frontendBanned },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Decorated properties need their type written out: it becomes the design:type metadata
      // class-transformer converts environment strings with.
      '@typescript-eslint/no-inferrable-types': ['error', { ignoreProperties: true, ignoreParameters: true }],
    },
  },
  {
    // Test helpers belong to tests only.
    files: ['apps/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts', '**/src/testing/**', 'libs/testing/**', 'apps/e2e/**', 'apps/faults/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@simrelay/testing', message: 'type:testing is for spec files only' }] }],
    },
  },
];
