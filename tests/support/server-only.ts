// vitest stand-in for the 'server-only' marker package (it throws outside React Server Components).
export {}
