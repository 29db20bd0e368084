/**
 * Chinese: quote form and the five enquiry forms. Field and option labels
 * come from shared/enquiries/labels-zh.ts (also read by the admin inbox).
 */
import { FIELD_LABELS_ZH, OPTION_LABELS_ZH } from "../../../../../shared/enquiries/labels-zh";
import type { forms as en } from "../en/forms";
import { labelsOf } from "../form-labels";

export const forms: typeof en = {
  quote: {
    hero: {
      eyebrow: "获取报价",
      title: "旋转导向钻井系统报价",
      subtitle: "请描述您的井况，我们将为您匹配系统、井底钻具组合和所需的支持服务。",
    },
    form: {
      title: "旋转导向钻井系统报价申请",
      intro: "我们对井况了解越多，报价就越准确。",
      ...labelsOf("quote", FIELD_LABELS_ZH, OPTION_LABELS_ZH),
      placeholders: {
        expectedDepth: "例如 12,500",
        additionalRequirements: "井眼尺寸、温度、造斜率、测井需求、钻机限制等……",
      },
      submit: "提交报价申请",
    },
    toast: {
      title: "报价申请已提交",
      message: "我们的团队将在 24 小时内与您联系，讨论您的钻井需求。",
    },
    assist: {
      title: "需要即时帮助？",
      text: "我们的销售工程师可以通过电话为您选型。",
      call: "致电 {{phone}}",
      email: "发送邮件给销售",
    },
    next: {
      title: "后续流程",
      steps: [
        "应用工程师审核您的井数据。",
        "我们将在 24 小时内致电确认细节。",
        "您将收到包含系统配置和服务范围的书面报价。",
      ],
    },
  },
  enquiry: {
    direct: { title: "更想直接沟通？", text: "致电休斯顿办公室或发送邮件给销售团队。" },
    technicalDocs: {
      eyebrow: "技术文档",
      title: "申请技术文档",
      subtitle: "我们系统的技术规格、安装指南、操作手册和维护指南。",
      formTitle: "文档申请",
      promise: "标准申请 5-7 个工作日内答复，加急申请 2-3 个工作日，特急申请当天答复。",
      submit: "申请文档",
      toastTitle: "申请已收到",
      toastText: "您的文档申请已记录，将按所选紧急程度交付。",
      asideTitle: "可提供的文档",
      asidePoints: ["技术规格", "安装指南", "操作手册", "维护指南", "完整文档集"],
      form: {
        ...labelsOf("technical_docs", FIELD_LABELS_ZH, OPTION_LABELS_ZH),
        placeholders: { specificRequests: "工具尺寸、序列号、版本或所需章节……" },
      },
    },
    representative: {
      eyebrow: "产品代表",
      title: "联系销售代表",
      subtitle: "熟悉您所在地区和应用的代表将在 24 小时内与您联系。",
      formTitle: "代表联系申请",
      promise: "我们将在 24 小时内通过您偏好的方式与您联系。",
      submit: "请联系我",
      toastTitle: "申请已收到",
      toastText: "销售代表将在 24 小时内与您联系。",
      asideTitle: "销售代表可以协助",
      asidePoints: ["选择合适的系统", "定制配置", "价格与报价", "合作方式"],
      form: {
        ...labelsOf("representative", FIELD_LABELS_ZH, OPTION_LABELS_ZH),
        placeholders: { message: "您想讨论什么？" },
      },
    },
    sales: {
      eyebrow: "销售",
      title: "联系销售团队",
      subtitle: "系统和工具的价格、批量订购、租赁和服务合同。",
      formTitle: "销售咨询",
      promise: "我们将在 24 小时内回复，详细方案需 48-72 小时。",
      submit: "发送咨询",
      toastTitle: "咨询已收到",
      toastText: "销售团队将在 24 小时内回复，方案将在 48-72 小时内提供。",
      asideTitle: "响应时间",
      asidePoints: ["24 小时内首次回复", "48-72 小时内提供详细方案", "租赁和购买方式", "机队批量价格"],
      form: {
        ...labelsOf("sales", FIELD_LABELS_ZH, OPTION_LABELS_ZH),
        placeholders: { projectDetails: "井数、井眼尺寸、所需工具和开始日期……" },
      },
    },
    consultation: {
      eyebrow: "咨询",
      title: "预约咨询",
      subtitle: "与钻井工程师预约技术评审、项目规划或方案选型。",
      formTitle: "咨询申请",
      promise: "我们将在一个工作日内通过电子邮件确认日期和时间。",
      submit: "预约咨询",
      toastTitle: "申请已收到",
      toastText: "我们将通过电子邮件确认您的咨询时间。",
      asideTitle: "咨询内容",
      asidePoints: ["审查井眼设计和邻井数据", "钻具组合和工具选型", "实施规划", "成本和风险评估"],
      form: {
        ...labelsOf("consultation", FIELD_LABELS_ZH, OPTION_LABELS_ZH),
        placeholders: { objectives: "您希望通过咨询达成什么目标？" },
      },
    },
    demo: {
      eyebrow: "软件演示",
      title: "申请演示",
      subtitle: "由产品专家使用您自己的数据演示我们的钻井软件平台。",
      formTitle: "演示申请",
      promise: "产品专家将在一个工作日内与您联系并预约演示。",
      submit: "申请演示",
      toastTitle: "申请已收到",
      toastText: "产品专家将与您联系预约演示。",
      asideTitle: "演示内容",
      asidePoints: ["平台实时讲解", "您的用例和数据", "与您系统的集成", "授权方式"],
      form: {
        ...labelsOf("demo", FIELD_LABELS_ZH, OPTION_LABELS_ZH),
        placeholders: { specificRequirements: "您希望看到的工作流程、数据源或集成……" },
      },
    },
  },
};
