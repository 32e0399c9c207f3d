// Company facts used everywhere; one edit here rebrands the whole site.
export const SITE = {
  name: { zh: '碳中和综合服务中心', en: 'Carbon Neutrality Services Center' },
  shortName: { zh: '碳服务中心', en: 'CNSC' },
  slogan: { zh: '让每一吨减排都可衡量、可核查、可交易', en: 'Making every tonne of reduction measurable, verifiable and tradable' },
} as const;
