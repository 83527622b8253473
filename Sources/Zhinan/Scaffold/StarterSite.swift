/// What `zhinan init` writes besides the templates. The checked guideline is one a rule names: a site
/// shows a rule, and asks examples of it, only where it has its guideline.
enum StarterSite {
    static let files: [String: String] = [
        "content/site.yml": siteYML,
        "content/zh-hans/apple-pay.md": chinese,
        "content/en/apple-pay.md": english,
        "content/examples/apple-pay.yml": examples,
        "content/unchecked.yml": unchecked,
        "README.md": readme,
        ".gitignore": gitignore,
    ]

    static let siteYML = """
    # Where public/ is published: sitemap.xml, canonical and hreflang links are absolute URLs under it.
    base-url: https://example.org/guidelines/

    # The site's languages, in the order the site shows them: a folder content/<id>/ each, and
    # catalogues templates/strings/<id>.yml and templates/messages/<id>.yml. A language without
    # `translates` is one documents are written in. Add one here, with its folder and catalogues.
    languages:
      - id: zh-hans
        tag: zh-Hans
        name: 简体中文
        script: Hans
      - id: en
        tag: en
        name: English
        script: Latn
        translates: [zh-hans]

    """

    static let chinese = """
    ---
    title: Apple Pay 按钮
    summary: 一份示例文档：改写它，或在它旁边加上你们自己的文档。
    order: 1
    ---

    这是 zhinan init 生成的示例文档。每条指南以一行 id 开始，所有语言共用同一个 id；有规则检查的指南下面会显示规则和示例。

    ## 按钮 {#apple-pay.button}

    {#apple-pay.button.minimum-width}
    **保持最小宽度。**所有Apple Pay按钮的最小宽度都为32pt(32px @ 1x,64px @ 2x)。

    {#apple-pay.button.easy-to-find}
    **让按钮容易找到。**把Apple Pay按钮放在人们开始付款时会看的地方，并保持[最小宽度](#apple-pay.button.minimum-width)。

    {#apple-pay.button.try-with-people}
    **请人试用。**没有规则能检查这一条：它出现在清单里，由人来判断。

    """

    static let unchecked = """
    # Why no rule checks these guidelines: every guideline is checked by a rule or listed here.
    reasons:
      judgement:
        zh-hans: 需要由人判断
        en: for a person to judge
    guidelines:
      apple-pay.button.easy-to-find: judgement
      apple-pay.button.try-with-people: judgement

    """

    static let english = """
    ---
    title: Apple Pay buttons
    summary: A sample document. Rewrite it, or add your own documents beside it.
    order: 1
    ---

    This is the sample document zhinan init made. Every guideline starts with a line holding its id, which all languages share; a guideline that a rule checks shows the rule and its examples.

    ## Buttons {#apple-pay.button}

    {#apple-pay.button.minimum-width}
    **Keep the minimum width.** Every Apple Pay button is at least 32 pt wide (32 px @ 1x, 64 px @ 2x).

    {#apple-pay.button.easy-to-find}
    **Make the button easy to find.** Put the Apple Pay button where people look when they start to pay, and keep its [minimum width](#apple-pay.button.minimum-width).

    {#apple-pay.button.try-with-people}
    **Try it with people.** No rule can check this one: it is on the checklist for a person to judge.

    """

    static let examples = """
    # Examples: specs the build runs through the rules, like doctests. A "do" must break no rule of
    # its component; a "don't" must break exactly the rules it names. Each is judged by the source
    # documents' figures and by Apple's current guidance; where the two disagree, `expect` gives both.
    # `caption` is the line under its picture, in each language.
    - id: apple-pay.button.minimum-width.at-minimum
      guideline: apple-pay.button.minimum-width
      caption:
        zh-hans: 140 × 30 pt，宽度足够
        en: "140 × 30 pt: wide enough"
      expect: passes
      component: apple-pay-button
      style: black
      width: 140
      height: 30
      clear-space: 3
    - id: apple-pay.button.minimum-width.too-narrow
      guideline: apple-pay.button.minimum-width
      caption:
        zh-hans: 只有 28 pt 宽，比最小宽度窄 4 pt
        en: "Only 28 pt wide: 4 pt narrower than the minimum"
      expect:
        violates: [apple-pay.button.minimum-width]
      component: apple-pay-button
      style: black
      width: 28
      height: 30
      clear-space: 3
    # Only current guidance asks a minimum height (30 pt).
    - id: apple-pay.button.minimum-width.too-short
      guideline: apple-pay.button.minimum-width
      caption:
        zh-hans: 只有 24 pt 高，现行指南要求 30 pt
        en: Only 24 pt tall; today's guidance asks 30 pt
      expect:
        source: passes
        current:
          violates: [apple-pay.button.minimum-height]
      component: apple-pay-button
      style: black
      width: 140
      height: 24
      clear-space: 2.4

    """

    static let readme = """
    # Design guidelines

    A guideline site made with Zhinan (`zhinan init`; `zhinan --help` lists every command). Chinese is the
    source, English the translation; every guideline has an id that both share, and the guidelines a
    rule can check carry examples that every build checks.

    ```sh
    zhinan check --strict   # everything a build checks, writing nothing; what CI should run
    zhinan build            # content/ and templates/ → public/
    zhinan serve            # a preview on http://127.0.0.1:8000/ that rebuilds on every change
    ```

    ## What is where

    - `content/site.yml`: where the site is published (`base-url`) and its languages (`languages`).
    - `content/zh-hans/<document>.md`: a document in its source language; `content/en/<document>.md`
      its English translation, with the same file name and the same ids in the same order.
    - `content/examples/*.yml`: examples, each attached to a guideline, with the verdict it expects
      (by the source documents' figures and by Apple's current guidance, where they differ).
    - `content/unchecked.yml`: why no rule checks each guideline that no rule checks.
    - `content/translations.lock`: which translations were reviewed against which Chinese text.
    - `templates/`: the page templates, interface strings (`strings/`), the rules' words (`messages/`)
      and assets; change them as you like.

    ## Adding a document

    1. Write `content/zh-hans/<document>.md` with a `title:` in its front matter. Every guideline
       starts with a line `{#<document>.<name>}`, followed by its text.
    2. Translate it into `content/en/<document>.md`, keeping the ids.
    3. Run `zhinan translations --accept en/<document>` once the translation is reviewed.
    4. Run `zhinan check --strict`: it names anything that is missing, with its file and line.

    When a Chinese sentence changes, its English translation is reported as outdated until it is
    updated and accepted again.

    """

    static let gitignore = """
    # What `zhinan build` leaves beside public/ while it works, the lock that makes builds take turns,
    # and the build cache that lets the next build redo only what changed.
    /.public.lock
    /.public.tmp-*
    /.public.old-*
    /.public.cache
    # public/ itself is the published site: commit it, or add it here and publish it from CI.

    """
}
