'use client'
import dynamic from 'next/dynamic'

// Its own chunk: only the sign-up page ships the form's code.
export const SignUpIsland = dynamic(() => import('./Form.client').then((m) => m.SignUpForm))
