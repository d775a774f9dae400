import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'dist/',
      '.data/',
      'media/',
      'test-results/',
      'src/payload-types.ts',
      'src/payload-generated-schema.ts',
      'src/app/(payload)/',
      'migrations/',
      'next-env.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  // Endpoints, hooks, blocks and components stay thin: they call a domain's data module (src/lib/<domain>/data.ts).
  {
    files: [
      'src/api/**/*.ts',
      'src/collections/**/*.ts',
      'src/globals/**/*.ts',
      'src/blocks/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/app/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(find|findByID|findGlobal|create|update|updateGlobal|delete|count|db|jobs)$/]:matches([object.name='payload'], [object.property.name='payload'])",
          message: "Read and write through the domain's data module (src/lib/<domain>/data.ts), not Payload from here.",
        },
      ],
    },
  },
  // CommonJS preloads (node --require) run before any loader: require() is their import.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
)
