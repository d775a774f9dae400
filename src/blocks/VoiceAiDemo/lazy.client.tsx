'use client'
import dynamic from 'next/dynamic'

// Its own chunk: only the pages with the demo ship its code.
export const VoiceAiDemoIsland = dynamic(() => import('./Demo.client').then((m) => m.VoiceAiDemoForm))
