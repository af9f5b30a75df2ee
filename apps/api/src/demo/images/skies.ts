export interface Sky {
  stops: [string, string, string]
  sun: { x: number; y: number; r: number; color: string; glow: string } | null
  moon?: boolean
  cloud: string
  cloudiness: number
  haze: string
  ground: string
  light: number // how bright lit faces are, 0..1
  tint: string // colour cast over lit surfaces
  tintStrength: number
  lampsOn: boolean
  wet?: boolean
}

export const SKIES: Record<string, Sky> = {
  morning: {
    stops: ['#7db8e8', '#b9dcf3', '#f4e6cf'],
    sun: { x: 300, y: 300, r: 46, color: '#fff4d6', glow: '#ffe7b0' },
    cloud: '#ffffff',
    cloudiness: 0.5,
    haze: '#dfe9ee',
    ground: '#c9b99a',
    light: 1,
    tint: '#ffe9c4',
    tintStrength: 0.08,
    lampsOn: false,
  },
  noon: {
    stops: ['#3f87d6', '#86bdec', '#d7ecf8'],
    sun: { x: 1250, y: 120, r: 40, color: '#fffbea', glow: '#fff3c4' },
    cloud: '#ffffff',
    cloudiness: 0.7,
    haze: '#cfe2ee',
    ground: '#cdbb98',
    light: 1,
    tint: '#ffffff',
    tintStrength: 0,
    lampsOn: false,
  },
  golden: {
    stops: ['#6d9fcf', '#e9c48f', '#f8d9a3'],
    sun: { x: 1320, y: 420, r: 54, color: '#fff0c2', glow: '#ffc46b' },
    cloud: '#fde6c4',
    cloudiness: 0.5,
    haze: '#f1d6ad',
    ground: '#c8a579',
    light: 0.95,
    tint: '#ffbf66',
    tintStrength: 0.16,
    lampsOn: false,
  },
  dusk: {
    stops: ['#2b3a6b', '#b2607a', '#f2a766'],
    sun: { x: 360, y: 560, r: 60, color: '#ffd49a', glow: '#ff9a5a' },
    cloud: '#e59a86',
    cloudiness: 0.45,
    haze: '#c98a86',
    ground: '#8f7467',
    light: 0.72,
    tint: '#ff9a6a',
    tintStrength: 0.22,
    lampsOn: true,
  },
  monsoon: {
    stops: ['#6f7f8f', '#97a6b3', '#c3ccd2'],
    sun: null,
    cloud: '#8795a2',
    cloudiness: 1,
    haze: '#aeb9c1',
    ground: '#8c8a7f',
    light: 0.82,
    tint: '#b8c8d6',
    tintStrength: 0.12,
    lampsOn: false,
    wet: true,
  },
  night: {
    stops: ['#0d1833', '#1d3461', '#3c5a87'],
    sun: { x: 1280, y: 170, r: 30, color: '#f3f0e0', glow: '#8aa6d6' },
    moon: true,
    cloud: '#2e4570',
    cloudiness: 0.4,
    haze: '#34507c',
    ground: '#3d4552',
    light: 0.5,
    tint: '#6f8fc8',
    tintStrength: 0.3,
    lampsOn: true,
  },
}
