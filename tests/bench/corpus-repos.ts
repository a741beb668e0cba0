/**
 * The shapes of the sixteen public skill repositories the benchmark library imitates, one
 * generated repository for each, as measured on their clones (each repository a library root,
 * as a user adds a clone): 8,900 skills found by `validate --all`, 26,252 folders and 53,312
 * files in all. Per repository: how many skills it has and where they sit, how many folders and
 * files lie outside its skills (walked, never read), and how its SKILL.md files are written
 * (the rates at which their frontmatter takes each form). Each entry names the repository and
 * the numbers it was drawn from.
 */
import type { RepoShape } from './corpus-shape';

/**
 * The repositories, largest first. Numbers: skills; folders and files (all, in skills). The
 * shares of skills with a namesake in their root and with a description that does not say when
 * to use the skill are as `validate --all` reports them (name-duplicate: 1,759 skills in all,
 * 25% of the two largest repositories; description-no-trigger: 2,897, all of ComposioHQ's).
 * nameMismatch is 0.6 of the share of names that are not their folder's (the comments' "name !=
 * folder"): with the namesakes' folders it gives the 12% that validate reports (1,097
 * name-dir-mismatch). 318 skills (4%) sit six folders down in their repository, the deepest the
 * search goes; here they sit five down, so the whole corpus opened as one library (the service
 * and ui benches) finds every skill too.
 */
export const REPOS: readonly RepoShape[] = [
  // jeremylongshore/claude-code-plugins-plus-skills: 2,633 skills (1,356 folders past the
  // depth limit); 12,418 folders, 17,465 files (3,471 and 5,119 in skills); SKILL.md median
  // 2,397 bytes; descriptions 98% literal blocks, allowed-tools with commas 90%, author,
  // version and license 90%, 6 keys at the median.
  {
    skills: 2633,
    // At depth 6 in the repository: '*/*/*/*/skills' 264, 'plugins/*/*/*/skills' 30; one
    // level up here (see REPOS).
    layout: [
      ['plugins/*/*/skills', 1363],
      ['*/*/*', 500],
      ['skills/*', 500],
      ['*/*/*/skills', 264],
    ],
    group: 4,
    outsideDirs: 1.6,
    outsideFiles: 4.2,
    deep: 0.52,
    linked: 0,
    bytes: 2_397,
    files: 1,
    filesSigma: 1.26,
    traits: {
      nameShared: 0.26,
      noTrigger: 0.02,
      descLiteral: 0.98,
      nameDouble: 0.21,
      nameMismatch: 0.06,
      nameTitle: 0.1,
      license: 0.9,
      unknown: 0.9,
      version: 1,
      author: 1,
      toolsCommas: 0.68,
      toolsCommasQuoted: 0.22,
      fmBlank: 0.05,
    },
  },
  // openclaw/skills: 2,448 skills (6% nested in another); 5,307 folders, 12,200 files (4,456
  // and 12,386 in skills, nested ones counted twice); median 3,400 bytes; metadata as one line
  // of JSON 29%, name != folder 21%, no frontmatter 5%.
  {
    skills: 2448,
    layout: [
      ['skills/*', 2279],
      ['skills/*/*', 98],
      ['skills/*/*/*', 50],
      ['skills/*/*/skills', 21],
    ],
    group: 3,
    outsideDirs: 0.1,
    outsideFiles: 0.1,
    deep: 0,
    linked: 0,
    bytes: 3_400,
    files: 3,
    filesSigma: 0.89,
    traits: {
      nameShared: 0.24,
      noTrigger: 0.39,
      descDouble: 0.07,
      descLiteral: 0.03,
      descFolded: 0.01,
      descNone: 0.02,
      nameMismatch: 0.13,
      license: 0.03,
      unknown: 0.3,
      version: 0.43,
      author: 0.27,
      toolsList: 0.01,
      toolsSpaces: 0.01,
      metaBlock: 0.02,
      metaBlockNested: 0.05,
      metaFlowNested: 0.29,
      otherScalar: 0.6,
      tagsFlow: 0.23,
      triggersBlock: 0.17,
      noFrontmatter: 0.05,
      yamlError: 0.02,
      crlf: 0.02,
      fmBlank: 0.01,
      nested: 0.06,
    },
  },
  // davila7/claude-code-templates: 897 skills; 2,310 folders, 9,221 files (1,605 and 3,597 in
  // skills); median 8,494 bytes; tags and other lists in flow style 26%.
  {
    skills: 897,
    // At depth 6 in the repository: 'cli-tool/components/skills/*/*' 22; one level up here.
    layout: [
      ['cli-tool/components/skills/*', 894],
      ['cli-tool/components/skills', 3],
    ],
    group: 12,
    outsideDirs: 0.6,
    outsideFiles: 6.3,
    deep: 0.16,
    linked: 0,
    bytes: 8_494,
    files: 2,
    filesSigma: 1.09,
    traits: {
      nameShared: 0.06,
      noTrigger: 0.37,
      descDouble: 0.33,
      descFolded: 0.01,
      nameMismatch: 0.11,
      nameTitle: 0.06,
      nameDouble: 0.03,
      license: 0.19,
      unknown: 0.38,
      version: 0.37,
      author: 0.42,
      toolsCommas: 0.06,
      toolsList: 0.02,
      toolsSpaces: 0.01,
      metaBlock: 0.08,
      otherScalar: 0.7,
      tagsFlow: 0.68,
      fmBlank: 0.01,
      nested: 0.01,
    },
  },
  // ComposioHQ/awesome-claude-skills: 864 skills; 907 folders, 1,142 files (892 and 1,135 in
  // skills); median 2,952 bytes; descriptions double-quoted 97%, `requires:` with a flow list
  // inside 96%.
  {
    skills: 864,
    layout: [
      ['composio-skills', 836],
      ['', 28],
    ],
    group: 1,
    outsideDirs: 0.02,
    outsideFiles: 0.01,
    deep: 0,
    linked: 0,
    bytes: 2_952,
    files: 1,
    filesSigma: 0.25,
    traits: {
      noTrigger: 1,
      descDouble: 0.97,
      nameMismatch: 0.05,
      nameTitle: 0.07,
      license: 0.02,
      unknown: 0.96,
      requiresMcp: 1,
      otherScalar: 0.01,
    },
  },
  // sickn33/antigravity-awesome-skills: 559 skills; 853 folders, 2,757 files (825 and 2,474
  // in skills); median 6,191 bytes.
  {
    skills: 559,
    layout: [
      ['skills', 548],
      ['skills/*', 11],
    ],
    group: 3,
    outsideDirs: 0.05,
    outsideFiles: 0.5,
    deep: 0.01,
    linked: 0,
    bytes: 6_191,
    files: 1,
    filesSigma: 1.26,
    traits: {
      noTrigger: 0.3,
      descDouble: 0.27,
      descFolded: 0.02,
      nameMismatch: 0.05,
      nameTitle: 0.06,
      license: 0.04,
      unknown: 0.13,
      version: 0.15,
      author: 0.15,
      toolsCommas: 0.08,
      toolsSpaces: 0.01,
      metaBlock: 0.27,
      otherScalar: 0.9,
      nested: 0.02,
    },
  },
  // alirezarezvani/claude-skills: 542 skills, 301 of them SKILL.md links in an agent's folder
  // (213 of those broken: BROKEN_LINKS in corpus.ts); 1,169 folders, 2,526 files (955 and 1,626 in skills); median 7,687
  // bytes; names double-quoted 76%; YAML errors 6%.
  {
    skills: 542,
    layout: [
      ['*/skills', 183],
      ['*/*/skills', 57],
    ],
    group: 6,
    outsideDirs: 0.4,
    outsideFiles: 1.6,
    deep: 0.4,
    linked: 0.56,
    bytes: 7_687,
    files: 1,
    filesSigma: 1.4,
    traits: {
      nameShared: 0.12,
      noTrigger: 0.2,
      descDouble: 0.54,
      descFolded: 0.06,
      descLiteral: 0.01,
      descNone: 0.06,
      nameDouble: 0.76,
      nameMismatch: 0.02,
      license: 0.28,
      unknown: 0.24,
      version: 0.12,
      author: 0.12,
      metaBlock: 0.25,
      otherScalar: 0.9,
      triggersBlock: 0.45,
      tagsFlow: 0.3,
      noFrontmatter: 0.01,
      yamlError: 0.06,
    },
  },
  // github/awesome-copilot: 419 skills; 878 folders, 2,648 files (621 and 1,158 in skills);
  // median 6,399 bytes; descriptions single-quoted 73%.
  {
    skills: 419,
    layout: [
      ['skills', 402],
      ['skills/*', 15],
      ['.github/skills', 2],
    ],
    group: 3,
    outsideDirs: 0.6,
    outsideFiles: 3.6,
    deep: 0.02,
    linked: 0,
    bytes: 6_399,
    files: 1,
    filesSigma: 1.46,
    traits: {
      noTrigger: 0.3,
      descSingle: 0.73,
      descDouble: 0.08,
      descFolded: 0.05,
      descLiteral: 0.02,
      nameMismatch: 0.02,
      license: 0.11,
      metaBlock: 0.1,
      toolsList: 0.02,
      unknown: 0.04,
      otherScalar: 1,
      nested: 0.04,
    },
  },
  // wshobson/agents: 181 skills; 833 folders, 1,156 files (342 and 420 in skills); median
  // 5,290 bytes.
  {
    skills: 181,
    layout: [['plugins/*/skills', 181]],
    group: 3,
    outsideDirs: 2.7,
    outsideFiles: 4.1,
    deep: 0,
    linked: 0,
    bytes: 5_290,
    files: 2,
    filesSigma: 0.56,
    traits: {
      noTrigger: 0.2,
      descDouble: 0.03,
      descFolded: 0.04,
      unknown: 0.08,
      version: 1,
      metaBlock: 0.01,
    },
  },
  // K-Dense-AI/claude-scientific-skills: 134 skills; 387 folders, 1,258 files (368 and 1,236
  // in skills); median 13,501 bytes; license 94%, metadata 92%.
  {
    skills: 134,
    layout: [['scientific-skills', 134]],
    group: 1,
    outsideDirs: 0.1,
    outsideFiles: 0.2,
    deep: 0.02,
    linked: 0,
    bytes: 13_501,
    files: 7,
    filesSigma: 0.82,
    traits: {
      noTrigger: 0.32,
      descDouble: 0.07,
      license: 0.94,
      metaBlock: 0.92,
      toolsSpaces: 0.2,
      unknown: 0.01,
      author: 1,
      crlf: 0.01,
    },
  },
  // trailofbits/skills: 80 skills; 599 folders, 1,303 files (323 and 710 in skills); median
  // 11,250 bytes; descriptions folded 30%.
  {
    skills: 80,
    layout: [['plugins/*/skills', 80]],
    group: 2,
    outsideDirs: 3.4,
    outsideFiles: 7.4,
    deep: 0,
    linked: 0,
    bytes: 11_250,
    files: 6,
    filesSigma: 1.05,
    traits: {
      noTrigger: 0.2,
      descDouble: 0.34,
      descFolded: 0.3,
      toolsSpaces: 0.39,
      toolsList: 0.04,
      unknown: 0.26,
      otherScalar: 1,
      tagsFlow: 0.04,
    },
  },
  // daymade/claude-code-skills: 49 skills; 208 folders, 643 files (181 and 585 in skills);
  // median 9,534 bytes; descriptions folded 57%.
  {
    skills: 49,
    layout: [['', 49]],
    group: 1,
    outsideDirs: 0.5,
    outsideFiles: 1.2,
    deep: 0,
    linked: 0,
    bytes: 9_534,
    files: 7,
    filesSigma: 0.75,
    traits: {
      noTrigger: 0.1,
      descFolded: 0.57,
      descLiteral: 0.06,
      descDouble: 0.02,
      unknown: 0.16,
      otherScalar: 1,
    },
  },
  // mrgoonie/claudekit-skills: 45 skills (22% nested); 184 folders, 692 files (124 and 547 in
  // skills); median 5,585 bytes.
  {
    skills: 45,
    layout: [
      ['.claude/skills', 31],
      ['.claude/skills/*', 14],
    ],
    group: 3,
    outsideDirs: 1.3,
    outsideFiles: 3.2,
    deep: 0.2,
    linked: 0,
    bytes: 5_585,
    files: 10,
    filesSigma: 0.65,
    traits: {
      noTrigger: 0.27,
      descDouble: 0.09,
      nameMismatch: 0.14,
      nameTitle: 0.22,
      license: 0.44,
      unknown: 0.51,
      version: 1,
      otherScalar: 0.75,
      noFrontmatter: 0.04,
      nested: 0.22,
    },
  },
  // anthropics/skills: 18 skills; 91 folders, 415 files (71 and 398 in skills); median 9,092
  // bytes.
  {
    skills: 18,
    layout: [['skills', 18]],
    group: 1,
    outsideDirs: 1.1,
    outsideFiles: 0.9,
    deep: 0.2,
    linked: 0,
    bytes: 9_092,
    files: 10,
    filesSigma: 1.29,
    traits: { noTrigger: 0.2, descDouble: 0.17, descLiteral: 0.06, license: 0.83 },
  },
  // obra/superpowers: 14 skills; 55 folders, 180 files (18 and 50 in skills); median 6,907
  // bytes.
  {
    skills: 14,
    layout: [['skills', 14]],
    group: 1,
    outsideDirs: 2.6,
    outsideFiles: 9,
    deep: 0,
    linked: 0,
    bytes: 6_907,
    files: 2,
    filesSigma: 1.04,
    traits: { noTrigger: 0.2, descDouble: 0.07 },
  },
  // openai/skills: 10 skills; 33 folders, 92 files (26 and 87 in skills); median 3,418 bytes.
  {
    skills: 10,
    layout: [['skills/*', 10]],
    group: 5,
    outsideDirs: 0.5,
    outsideFiles: 0.5,
    deep: 0,
    linked: 0,
    bytes: 3_418,
    files: 5,
    filesSigma: 0.84,
    traits: { noTrigger: 0.2, metaBlock: 1 },
  },
  // vercel-labs/agent-skills: 7 skills; 19 folders, 168 files (12 and 146 in skills); median
  // 7,251 bytes.
  {
    skills: 7,
    layout: [['skills', 7]],
    group: 1,
    outsideDirs: 1,
    outsideFiles: 3,
    deep: 0,
    linked: 0,
    bytes: 7_251,
    files: 8,
    filesSigma: 1.37,
    traits: { noTrigger: 0.2, license: 0.57, metaBlock: 1, nameMismatch: 0.34 },
  },
];
