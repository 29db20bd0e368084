/**
 * Chinese labels of the enquiry forms' fields and select values (issue #10):
 * the one Chinese source the site's Chinese forms (site/src/i18n/locales/zh)
 * and the admin inbox in Chinese (shared/admin/i18n/enquiry-labels.ts) read,
 * as labels.ts is for English. Same shape as FIELD_LABELS / OPTION_LABELS.
 */
import type { EnquiryForm } from "./forms";

const CONTACT_ZH = { name: "姓名", email: "电子邮箱", phone: "电话号码", company: "公司", position: "职位" };

/** Chinese label of each form's fields. */
export const FIELD_LABELS_ZH: Record<EnquiryForm, Record<string, string>> = {
  quote: {
    firstName: "名",
    lastName: "姓",
    name: "姓名",
    email: "电子邮箱",
    company: "公司名称",
    phone: "电话号码",
    projectType: "项目类型",
    expectedDepth: "预计井深（英尺）",
    formation: "地层类型",
    timeline: "项目时间",
    budget: "预算范围",
    additionalRequirements: "其他要求",
    newsletter: "向我发送产品更新和技术资讯",
  },
  contact: {
    firstName: "名",
    lastName: "姓",
    name: "姓名",
    company: "公司",
    email: "电子邮箱",
    phone: "电话号码",
    projectDetails: "项目详情",
  },
  technical_docs: { ...CONTACT_ZH, documentType: "文档类型", specificRequests: "具体需求", urgency: "紧急程度" },
  representative: {
    ...CONTACT_ZH,
    inquiryType: "咨询类型",
    preferredContact: "首选联系方式",
    timeframe: "时间范围",
    message: "留言",
  },
  sales: { ...CONTACT_ZH, inquiryType: "咨询类型", budget: "预算", timeline: "时间安排", projectDetails: "项目详情" },
  consultation: {
    ...CONTACT_ZH,
    consultationType: "咨询类型",
    preferredDate: "首选日期",
    preferredTime: "首选时段",
    duration: "时长",
    objectives: "咨询目标",
  },
  demo: {
    ...CONTACT_ZH,
    platformInterest: "感兴趣的平台",
    demoType: "演示类型",
    teamSize: "团队规模",
    timeline: "时间安排",
    specificRequirements: "具体需求",
  },
};

/** Chinese label of each form's select values, by field. */
export const OPTION_LABELS_ZH: Record<EnquiryForm, Record<string, Record<string, string>>> = {
  quote: {
    projectType: {
      exploration: "勘探井",
      production: "生产井",
      horizontal: "水平井",
      directional: "定向井",
      other: "其他",
    },
    formation: { soft: "软地层", medium: "中硬地层", hard: "硬地层", mixed: "混合地层" },
    timeline: {
      immediate: "立即（1-30 天）",
      short: "短期（1-3 个月）",
      medium: "中期（3-6 个月）",
      long: "长期（6 个月以上）",
    },
    budget: {
      "100k-500k": "10 万 - 50 万美元",
      "500k-1m": "50 万 - 100 万美元",
      "1m-5m": "100 万 - 500 万美元",
      "5m+": "500 万美元以上",
      tbd: "待商议",
    },
  },
  contact: {},
  technical_docs: {
    documentType: {
      "technical-specs": "技术规格",
      "installation-guide": "安装指南",
      "operation-manual": "操作手册",
      "maintenance-guide": "维护指南",
      "all-documentation": "全部文档",
    },
    urgency: { standard: "标准（5-7 个工作日）", urgent: "加急（2-3 个工作日）", immediate: "特急（当天）" },
  },
  representative: {
    inquiryType: {
      "technical-consultation": "技术咨询",
      "product-information": "产品信息",
      "custom-solution": "定制方案",
      "pricing-quote": "价格与报价",
      partnership: "合作",
    },
    preferredContact: { email: "电子邮件", phone: "电话", video: "视频通话" },
    timeframe: {
      immediate: "立即（0-30 天）",
      "short-term": "短期（1-3 个月）",
      "medium-term": "中期（3-6 个月）",
      "long-term": "长期（6 个月以上）",
    },
  },
  sales: {
    inquiryType: {
      "product-pricing": "产品价格",
      "bulk-order": "批量订购",
      "rental-options": "租赁方式",
      "service-contract": "服务合同",
      partnership: "合作",
    },
    budget: {
      "under-100k": "10 万美元以下",
      "100k-500k": "10 万 - 50 万美元",
      "500k-1m": "50 万 - 100 万美元",
      "over-1m": "100 万美元以上",
      discuss: "面议",
    },
    timeline: {
      immediate: "立即",
      quarter: "本季度",
      "half-year": "6 个月内",
      annual: "一年内",
      planning: "规划阶段",
    },
  },
  consultation: {
    consultationType: {
      "technical-review": "技术评审",
      "project-planning": "项目规划",
      "solution-selection": "方案选型",
      "implementation-strategy": "实施策略",
      "general-inquiry": "一般咨询",
    },
    preferredTime: { morning: "上午（9-12 点）", afternoon: "下午（1-5 点）", evening: "晚上（6-8 点）" },
    duration: { "30min": "30 分钟", "1hour": "1 小时", "1.5hours": "1.5 小时", "2hours": "2 小时" },
  },
  demo: {
    platformInterest: {
      "drillops-central": "DrillOps Central",
      "geosteer-cloud": "GeoSteer Cloud",
      "datavault-analytics": "DataVault Analytics",
      "fieldconnect-mobile": "FieldConnect Mobile",
      "all-platforms": "全部平台",
    },
    demoType: { individual: "个人", team: "团队", executive: "管理层", technical: "技术深度讲解" },
    teamSize: { "1-3": "1-3 人", "4-10": "4-10 人", "11-25": "11-25 人", "25+": "25 人以上" },
    timeline: {
      immediate: "立即",
      "short-term": "短期（1-3 个月）",
      "medium-term": "中期（3-6 个月）",
      "long-term": "长期（6 个月以上）",
      evaluation: "仅评估",
    },
  },
};
