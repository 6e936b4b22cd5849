// Evaluation cases for events, shops, products and trainings (demo data: api/src/seed).
import { SECTION_FIXTURES as S } from '../../src/seed/sections.ts';
import { CAMPFIRE, HERB_WALK, MONDAY, PRODUCT_TYPES, SUNDAY } from './case-names.ts';
import type { EvalCase } from './runner.ts';

export const EVENTS: EvalCase[] = [
  {
    intent: 'events',
    ask: 'What events are coming up?',
    required: true,
    first: { type: 'EVENT', title: CAMPFIRE },
    includes: [S.event, HERB_WALK],
    excludes: {
      types: ['ALBUM', 'OFFER', 'RETAILER'],
      titles: ['First frost is coming to Wichita'],
    },
    says: [CAMPFIRE, S.event, HERB_WALK],
  },
  {
    intent: 'events',
    ask: 'Any events in Lawrence?',
    first: { type: 'EVENT', title: HERB_WALK },
    excludes: { titles: [S.event, CAMPFIRE] },
  },
  { intent: 'events', ask: 'events near Wichita', first: { type: 'EVENT', title: S.event } },
  {
    intent: 'events',
    ask: "What's happening in Boulder?",
    first: { type: 'EVENT', title: CAMPFIRE },
    excludes: { titles: [S.event] },
  },
  {
    intent: 'events',
    ask: 'any events tomorrow?',
    clock: { before: S.event, hours: 20 },
    first: { type: 'EVENT', title: S.event },
    excludes: { titles: [HERB_WALK] },
    says: ['tomorrow'],
  },
  {
    intent: 'events',
    ask: "what's on tonight?",
    clock: { before: HERB_WALK, hours: 3 },
    first: { type: 'EVENT', title: HERB_WALK },
    excludes: { titles: [S.event] },
  },
  {
    intent: 'events',
    ask: 'past events',
    first: { type: 'EVENT', title: S.pastEvent },
    excludes: { titles: [S.event, HERB_WALK] },
  },
  {
    intent: 'events',
    ask: 'events in the next two weeks',
    first: { type: 'EVENT', title: CAMPFIRE },
    includes: [S.event],
    excludes: { titles: [HERB_WALK] },
  },
  {
    intent: 'events',
    ask: 'Is there a harvest swap coming up?',
    first: { type: 'EVENT', title: S.event },
  },
  {
    intent: 'events',
    ask: 'upcoming meetups near me',
    first: { type: 'EVENT', title: HERB_WALK },
    excludes: { titles: [S.event, CAMPFIRE] },
  },
];

export const SHOPS: EvalCase[] = [
  {
    intent: 'shops',
    ask: 'Dispensaries near me',
    required: true,
    first: { type: 'RETAILER', title: 'Prairie Leaf Co. Lawrence' },
    excludes: { types: ['OFFER'] },
  },
  {
    intent: 'shops',
    ask: 'shops in Denver',
    first: { type: 'RETAILER', title: 'Mile High Greenhouse Denver' },
  },
  {
    intent: 'shops',
    ask: 'dispensary near 80302',
    first: { type: 'RETAILER', title: 'Mile High Greenhouse Boulder' },
  },
  {
    intent: 'shops',
    ask: 'stores in Kansas that sell vapes',
    first: { type: 'RETAILER', title: 'Tallgrass Dispensary Topeka' },
    excludes: { titles: ['Prairie Leaf Co. Lawrence', 'Mile High Greenhouse Denver'] },
  },
  {
    intent: 'shops',
    ask: 'dispensaries open now',
    clock: { weekday: SUNDAY, time: '19:30' },
    first: { type: 'RETAILER', title: 'Tallgrass Dispensary Topeka' },
    excludes: { titles: ['Prairie Leaf Co. Lawrence', 'Prairie Leaf Co. Topeka'] },
    says: ['open until'],
  },
  {
    intent: 'shops',
    ask: 'which shops are open right now?',
    clock: { weekday: MONDAY, time: '08:30' },
    first: { type: 'RETAILER', title: 'Sunflower Wellness Abilene' },
    excludes: { titles: ['Prairie Leaf Co. Lawrence'] },
  },
  {
    intent: 'shops',
    ask: 'shops in Wichita',
    first: { type: 'RETAILER', title: 'Sunflower Wellness Wichita' },
  },
  {
    intent: 'shops',
    ask: 'dispensaries in Nebraska',
    first: { type: 'RETAILER' },
    includes: ['Cornhusker Botanicals Lincoln', 'Cornhusker Botanicals Omaha'],
    excludes: { titles: ['Prairie Leaf Co. Lawrence'] },
  },
  {
    intent: 'shops',
    ask: 'delivery shops near me',
    first: { type: 'RETAILER', title: 'Tallgrass Dispensary Topeka' },
    excludes: { types: ['OFFER'] },
  },
  {
    intent: 'shops',
    ask: 'Where is the nearest dispensary?',
    first: { type: 'RETAILER', title: 'Prairie Leaf Co. Lawrence' },
  },
];

export const OFFERS: EvalCase[] = [
  {
    intent: 'offers',
    ask: 'Which offers are near me under $20?',
    first: { type: 'OFFER' },
    maxPriceCents: 2000,
    says: ['under $20.00, nearest first'],
  },
  {
    intent: 'offers',
    ask: 'cheapest pre-rolls near 66044',
    first: { type: 'OFFER', title: 'Sativa Pre-roll 5-pack' },
    only: ['Sativa Pre-roll 5-pack', 'Mini Pre-rolls'],
  },
  {
    intent: 'offers',
    ask: 'edibles under $20',
    first: { type: 'OFFER' },
    only: ['Huckleberry Gummies', 'Dark Chocolate Squares'],
    maxPriceCents: 2000,
  },
  { intent: 'offers', ask: 'CBD gummies', first: { type: 'OFFER', title: 'CBD Sleep Gummies' } },
  {
    intent: 'offers',
    ask: 'Where can I buy an herb grinder?',
    first: { type: 'OFFER', title: 'Herb Grinder' },
    only: ['Herb Grinder'],
  },
  {
    intent: 'offers',
    ask: 'cheapest vapes in Denver',
    first: { type: 'OFFER', title: 'Live Resin Cartridge' },
    says: ['Mile High Greenhouse Denver'],
  },
  { intent: 'offers', ask: 'tinctures near me', first: { type: 'OFFER', title: 'CBD Tincture' } },
  {
    intent: 'offers',
    ask: 'carts under $40',
    first: { type: 'OFFER', title: 'Live Resin Cartridge' },
    maxPriceCents: 4000,
  },
  {
    intent: 'offers',
    ask: 'rolling papers',
    first: { type: 'OFFER', title: 'Hemp Rolling Papers' },
  },
  {
    intent: 'offers',
    ask: 'a topical balm for tired muscles',
    first: { type: 'OFFER', title: 'Cooling Relief Balm' },
  },
  {
    intent: 'offers',
    ask: 'deals on flower',
    first: { type: 'OFFER' },
    only: ['Blue Dream Flower', 'Prairie Sunset Flower', 'Northern Nights Flower'],
  },
];

export const TRAININGS: EvalCase[] = [
  {
    intent: 'trainings',
    ask: 'any trainings on composting',
    required: true,
    first: { type: 'TRAINING', title: S.compostingTraining },
    excludes: PRODUCT_TYPES,
  },
  {
    intent: 'trainings',
    ask: 'container gardening class',
    first: { type: 'TRAINING', title: S.training },
  },
  {
    intent: 'trainings',
    ask: 'trainings',
    first: { type: 'TRAINING' },
    excludes: { types: ['ALBUM'] },
  },
  {
    intent: 'trainings',
    ask: 'mindful gardening lessons',
    first: { type: 'TRAINING', title: 'Mindful Gardening' },
  },
  {
    intent: 'trainings',
    ask: 'how do I learn to compost?',
    first: { type: 'TRAINING', title: S.compostingTraining },
  },
  {
    intent: 'trainings',
    ask: 'workshops about pots',
    first: { type: 'TRAINING', title: S.training },
  },
  {
    intent: 'trainings',
    ask: 'a course on growing in containers',
    first: { type: 'TRAINING', title: S.training },
  },
  {
    intent: 'trainings',
    ask: 'training about breathing',
    first: { type: 'TRAINING', title: 'Mindful Gardening' },
  },
  {
    intent: 'trainings',
    ask: 'What can I learn on Canopy?',
    first: { type: 'TRAINING' },
    excludes: PRODUCT_TYPES,
  },
];
