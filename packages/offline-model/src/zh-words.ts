/** Chinese nouns and default names for the offline model's topics (pages in Chinese, decision 030). */
import type { PageKind } from './types';

export const ZH_NOUNS: Readonly<Record<string, string>> = {
  'sales-dashboard': '销售仪表盘', dashboard: '管理后台', 'fitness-app': '健身应用', subscription: '订阅服务',
  cafe: '咖啡馆', bakery: '烘焙坊', italian: '意大利餐厅', japanese: '日料店', bar: '鸡尾酒吧', restaurant: '餐厅',
  fashion: '服装品牌', beauty: '护肤品牌', home: '家居店', 'tech-shop': '数码商店', plants: '植物花店', jewelry: '珠宝工作室',
  shop: '网上商店', wedding: '婚礼', festival: '音乐节', hackathon: '技术聚会', conference: '大会',
  photography: '摄影工作室', developer: '软件工程师', designer: '设计师', 'food-blog': '美食博客', 'travel-blog': '旅行日记',
  'tech-blog': '技术博客', blog: '博客', 'marketing-agency': '营销机构', 'design-agency': '设计工作室', law: '律师事务所',
  consulting: '咨询公司', fitness: '健身房', yoga: '瑜伽馆', dental: '诊所', realestate: '房产中介', salon: '美发沙龙',
  education: '学院', nonprofit: '公益组织', travel: '精品酒店', 'home-services': '家政服务', band: '乐队', podcast: '播客',
  auto: '汽车维修店', coworking: '联合办公空间', pets: '宠物护理中心', ai: 'AI 助手', finance: '财务平台',
  devtools: '开发者平台', analytics: '数据分析平台', crm: '客户管理系统', productivity: '项目管理平台', 'health-app': '健康应用',
  'mobile-app': '应用', saas: '软件平台', resume: '个人主页', generic: '品牌',
};

const ZH_NAMES: Partial<Record<PageKind, readonly string[]>> = {
  saas: ['云帆', '知行', '星图'],
  restaurant: ['拾味小馆', '山月食堂', '半山小馆'],
  shop: ['木与物', '拾光良品', '南山小铺'],
  event: ['未来峰会', '星火大会', '春日集'],
  portfolio: ['林知夏', '陈一鸣', '周若溪'],
  resume: ['林知夏', '陈一鸣', '周若溪'],
  blog: ['慢读笔记', '半日闲谈', '山野手记'],
  agency: ['方圆工作室', '拾壹设计', '远山咨询'],
  dashboard: ['数据驾驶舱', '运营中心', '全景看板'],
  generic: ['青禾', '明川', '向阳'],
};

const ZH_TOPIC_NAMES: Readonly<Record<string, readonly string[]>> = {
  fitness: ['铁炼健身', '燃动健身', '力行健身'],
  'fitness-app': ['步履', '燃卡', '练习簿'],
  subscription: ['每月鲜', '门前送', '时令盒子'],
  yoga: ['静水瑜伽', '莲心瑜伽', '呼吸工作室'],
  education: ['启明学堂', '远志学院', '知新课堂'],
  law: ['正衡律师事务所', '明德律所', '信达律师事务所'],
};

/** Default Chinese names for a page without a name in its prompt. */
export function zhNames(kind: PageKind, topicId: string): readonly string[] {
  return ZH_TOPIC_NAMES[topicId] ?? ZH_NAMES[kind] ?? ZH_NAMES.generic!;
}
