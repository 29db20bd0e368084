import { describe, expect, it } from "vitest";
import {
  decodeTerm,
  encodeHan,
  indexTokens as encodedIndexTokens,
  isEncodedHan,
  isHanTerm,
  normalizeText,
  queryTerms as encodedQueryTerms,
} from "../../../site/src/features/search/search-text";

const indexTokens = (text: string) => encodedIndexTokens(text).map(decodeTerm);
const queryTerms = (text: string) => encodedQueryTerms(text).map(decodeTerm);

describe("normalizeText()", () => {
  it("folds full-width forms and case", () => {
    expect(normalizeText("ＭＷＤ Tools")).toBe("mwd tools");
  });
});

describe("indexTokens()", () => {
  it("splits Latin text into lower-case words, dropping punctuation", () => {
    expect(indexTokens("PDC bits, MWD/LWD & 8.5-in.")).toEqual(["pdc", "bits", "mwd", "lwd", "8", "5", "in"]);
  });
  it("keeps every Chinese character and every neighbouring pair", () => {
    expect(indexTokens("随钻测量")).toEqual(["随", "钻", "测", "量", "随钻", "钻测", "测量"]);
  });
  it("separates Chinese from Latin written together", () => {
    expect(indexTokens("PDC钻头")).toEqual(["pdc", "钻", "头", "钻头"]);
  });
  it("keeps a lone Chinese character once", () => {
    expect(indexTokens("钻")).toEqual(["钻"]);
  });
});

describe("queryTerms()", () => {
  it("uses only Chinese pairs, so characters far apart do not match", () => {
    expect(queryTerms("随钻")).toEqual(["随钻"]);
    expect(queryTerms("随钻测量")).toEqual(["随钻", "钻测", "测量"]);
  });
  it("keeps a lone character and drops duplicates", () => {
    expect(queryTerms("钻 钻")).toEqual(["钻"]);
    expect(queryTerms("MWD mwd turbine")).toEqual(["mwd", "turbine"]);
  });
  it("gives nothing for blank or punctuation-only input", () => {
    expect(queryTerms("  ")).toEqual([]);
    expect(queryTerms("…/?")).toEqual([]);
  });
});

describe("isHanTerm()", () => {
  it("tells Chinese terms from words", () => {
    expect(isHanTerm("随钻")).toBe(true);
    expect(isHanTerm("mwd")).toBe(false);
    expect(isHanTerm("pdc钻")).toBe(false);
  });
});

describe("encoded Chinese terms", () => {
  it("encode to a marker and four base-36 digits per character, and decode back", () => {
    expect(encodeHan("随钻")).toMatch(/^_[0-9a-z]{8}$/);
    expect(decodeTerm(encodeHan("随钻"))).toBe("随钻");
    expect(decodeTerm(encodeHan("𠀀"))).toBe("𠀀");
    expect(isEncodedHan(encodeHan("钻"))).toBe(true);
    expect(decodeTerm("mwd")).toBe("mwd");
  });
  it("are what the tokenizers give for Chinese", () => {
    expect(encodedQueryTerms("PDC随钻")).toEqual(["pdc", encodeHan("随钻")]);
  });
});
