// Sample news posts for the Directus seed (see ../seed.mjs). All people, partner organisations and
// events are fictional. Figures follow the site's marketing numbers: 85% employed after the course,
// 92% satisfied, 150% average salary increase, 50+ partner businesses, 70% shorter hiring time,
// 10+ cities.

/** Joins an indented HTML template into compact markup, one block element per line. */
const html = (strings, ...values) =>
  String.raw({ raw: strings }, ...values)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");

/** A table: a row of `head` cells over `rows` of cells, one element per line as `html` writes them. */
const table = (head, ...rows) =>
  [
    "<table>",
    "<thead>",
    "<tr>",
    ...head.map((cell) => `<th>${cell}</th>`),
    "</tr>",
    "</thead>",
    "<tbody>",
    ...rows.flatMap((row) => ["<tr>", ...row.map((cell) => `<td>${cell}</td>`), "</tr>"]),
    "</tbody>",
    "</table>",
  ].join("\n");

export const samplePosts = [
  {
    slug: "khai-giang-khoa-thuong-mai-dien-tu-k01-2024",
    lang: "vi",
    status: "published",
    featured: false,
    created_at: "2024-01-08T02:00:00Z",
    title: "Khai giảng khoá Thương mại điện tử K01-2024: học bằng dự án thật cùng doanh nghiệp",
    excerpt:
      "Khoá Thương mại điện tử đầu tiên của năm 2024 chính thức khai giảng với 40 học viên và 12 tuần thực hành trên gian hàng thật của doanh nghiệp đối tác.",
    content: html`
      <h2>Học thương mại điện tử bằng cách làm thương mại điện tử</h2>
      <p>
        Sáng thứ Hai vừa qua, Seed Academy chính thức khai giảng khoá Thương mại điện tử K01-2024 với 40 học viên đến từ TP. Hồ Chí Minh, Hà
        Nội, Đà Nẵng, Cần Thơ và nhiều tỉnh thành khác. Điểm khác biệt của khoá học nằm ở cách tiếp cận: thay vì bắt đầu bằng lý thuyết, mỗi
        nhóm học viên được giao ngay một gian hàng thật của doanh nghiệp đối tác và chịu trách nhiệm vận hành gian hàng đó trong suốt 12
        tuần.
      </p>
      <p>
        Mỗi nhóm bốn học viên làm việc cùng một mentor đang trực tiếp quản lý kênh bán hàng trực tuyến tại doanh nghiệp. Các buổi học trên
        lớp chỉ chiếm khoảng 30% thời lượng; phần còn lại dành cho thực hành, họp nhóm và báo cáo kết quả hằng tuần.
      </p>
      <h2>Lộ trình 12 tuần</h2>
      <ul>
        <li><strong>Tuần 1–3:</strong> nghiên cứu khách hàng, phân tích đối thủ và tối ưu trang sản phẩm.</li>
        <li><strong>Tuần 4–6:</strong> lập kế hoạch khuyến mãi, quản lý tồn kho và chăm sóc khách hàng sau bán.</li>
        <li><strong>Tuần 7–9:</strong> chạy quảng cáo trên sàn, đo lường tỷ lệ chuyển đổi và điều chỉnh ngân sách.</li>
        <li><strong>Tuần 10–12:</strong> hoàn thiện dự án cuối khoá và trình bày trước hội đồng doanh nghiệp.</li>
      </ul>
      <h2>Đo lường tiến bộ bằng dữ liệu</h2>
      <p>
        Toàn bộ bài tập, chỉ số gian hàng và nhận xét của mentor được ghi nhận trên nền tảng dữ liệu học tập của Seed Academy. Nhờ đó, học
        viên biết rõ mình đang mạnh ở đâu và cần cải thiện điều gì, còn doanh nghiệp có thể xem hồ sơ năng lực thực tế thay vì chỉ nhìn vào
        bảng điểm.
      </p>
      <blockquote>
        <p>
          “Chúng tôi muốn học viên ra trường với một câu chuyện cụ thể: mình đã làm gì, tạo ra kết quả gì và học được gì từ những lần chưa
          thành công.” – Đại diện ban đào tạo Seed Academy
        </p>
      </blockquote>
      <p>
        Theo số liệu từ các khoá trước, 85% học viên có việc làm sau khoá học và mức lương trung bình tăng 150% so với trước khi tham gia.
        Khoá K02-2024 dự kiến khai giảng vào tháng 4; bạn có thể theo dõi lịch tuyển sinh tại <a href="/news">trang tin tức</a>.
      </p>
    `,
    seo_title: "Khai giảng khoá Thương mại điện tử K01-2024 | Seed Academy",
    seo_description:
      "Khoá Thương mại điện tử K01-2024 của Seed Academy: 12 tuần vận hành gian hàng thật cùng mentor doanh nghiệp, tiến bộ được đo bằng dữ liệu học tập.",
    seo_keywords: ["khoá học thương mại điện tử", "học thực hành", "Seed Academy", "vận hành gian hàng", "khai giảng 2024"],
    cover: { from: "#0f766e", to: "#134e4a", motif: "grid" },
  },
  {
    slug: "lich-nghi-tet-giap-thin-2024",
    lang: "vi",
    status: "archived",
    featured: false,
    created_at: "2024-01-29T03:30:00Z",
    title: "Lịch nghỉ Tết Nguyên đán Giáp Thìn 2024 và lịch học bù",
    excerpt:
      "Seed Academy thông báo lịch nghỉ Tết Nguyên đán Giáp Thìn 2024 từ ngày 5/2 đến hết ngày 18/2, kèm lịch học bù và cách nhận hỗ trợ trong thời gian nghỉ.",
    content: html`
      <h2>Thời gian nghỉ Tết</h2>
      <p>
        Nhân dịp Tết Nguyên đán Giáp Thìn 2024, Seed Academy tạm dừng các buổi học trên lớp và các buổi thực hành tại doanh nghiệp từ
        <strong>thứ Hai, ngày 5/2/2024</strong> đến hết <strong>Chủ nhật, ngày 18/2/2024</strong>. Các lớp học trở lại bình thường từ thứ
        Hai, ngày 19/2/2024.
      </p>
      <p>
        Trong thời gian nghỉ, nền tảng dữ liệu học tập vẫn hoạt động để học viên xem lại bài giảng, tài liệu và nhận xét của mentor. Hạn nộp
        bài tập tuần 5 của các khoá đang diễn ra được lùi sang thứ Tư, ngày 21/2/2024.
      </p>
      <h2>Lịch học bù</h2>
      <p>Các buổi học rơi vào thời gian nghỉ sẽ được bố trí học bù như sau:</p>
      ${table(
        ["Khoá học", "Buổi tạm hoãn", "Lịch học bù"],
        ["Thương mại điện tử K01-2024", "Thứ Ba 6/2 và thứ Năm 8/2", "Thứ Bảy 24/2 và Chủ nhật 25/2"],
        ["Digital Marketing K03 (lớp cuối tuần)", "Thứ Bảy 10/2 và Chủ nhật 11/2", "Thứ Bảy 2/3 và Chủ nhật 3/3"],
      )}
      <p>
        Giờ học và phòng học của các buổi học bù giữ nguyên như lịch thông thường. Nếu không thể tham gia, học viên vui lòng báo trước cho
        mentor phụ trách để được gửi bản ghi buổi học và bài tập bổ sung.
      </p>
      <h2>Hỗ trợ trong kỳ nghỉ</h2>
      <ul>
        <li>Câu hỏi về bài tập: gửi qua mục <em>Hỏi đáp</em> trên nền tảng học tập, mentor sẽ phản hồi sau kỳ nghỉ.</li>
        <li>Vấn đề tài khoản hoặc học phí: gửi yêu cầu hỗ trợ, bộ phận học vụ phản hồi trong vòng 48 giờ làm việc kể từ ngày 19/2.</li>
        <li>Doanh nghiệp đối tác: lịch các buổi thực hành tại doanh nghiệp sẽ được điều phối viên xác nhận lại trước ngày 16/2.</li>
      </ul>
      <p>
        Toàn thể đội ngũ Seed Academy kính chúc học viên, mentor, doanh nghiệp đối tác và gia đình một năm mới an khang, thịnh vượng và
        nhiều niềm vui. Hẹn gặp lại các bạn sau kỳ nghỉ với thật nhiều dự án mới!
      </p>
    `,
    seo_title: "Lịch nghỉ Tết Giáp Thìn 2024 và lịch học bù | Seed Academy",
    seo_description:
      "Lịch nghỉ Tết Nguyên đán Giáp Thìn 2024 của Seed Academy từ 5/2 đến 18/2/2024, lịch học bù cho từng khoá và kênh hỗ trợ học viên trong kỳ nghỉ.",
    seo_keywords: ["lịch nghỉ Tết 2024", "Tết Giáp Thìn", "lịch học bù", "Seed Academy"],
    cover: { from: "#b91c1c", to: "#f59e0b", motif: "circles" },
  },
  {
    slug: "digital-marketing-spring-cohort-2024",
    lang: "en",
    status: "published",
    featured: false,
    created_at: "2024-02-19T01:30:00Z",
    title: "Digital Marketing spring cohort opens: 12 weeks of live campaigns",
    excerpt:
      "Our spring Digital Marketing cohort starts today. Learners will plan, launch and measure real campaigns for partner businesses, with a mentor reviewing every step.",
    content: html`
      <h2>Learning marketing by running marketing</h2>
      <p>
        Today 36 learners begin the spring Digital Marketing cohort at Seed Academy. Over the next 12 weeks they will not be writing mock
        campaign plans for imaginary brands. Each team of four is paired with a partner business and a working budget, and is responsible
        for one real campaign from the first brief to the final report.
      </p>
      <p>
        Partners this season include a regional coffee chain, an online bookshop and a home-cleaning service. All three have agreed to share
        their actual results, good or bad, so that learners see what happens when a plan meets real customers.
      </p>
      <h2>What the cohort covers</h2>
      <ul>
        <li><strong>Content and storytelling</strong> – writing for social platforms, short video scripts and landing pages.</li>
        <li><strong>Paid social and search</strong> – audience setup, bidding basics and budget pacing.</li>
        <li><strong>SEO fundamentals</strong> – keyword research, on-page structure and measuring organic growth.</li>
        <li><strong>Analytics</strong> – tracking plans, UTM conventions and weekly performance reviews.</li>
      </ul>
      <h2>Feedback every week, not just at the end</h2>
      <p>
        Every assignment, campaign metric and mentor comment is recorded on our learning data platform. Learners get a weekly snapshot
        showing which skills are improving and where they need more practice. Mentors use the same view to decide who needs a one-to-one
        session before small problems turn into big ones.
      </p>
      <blockquote>
        <p>
          “The first campaign is always humbling. That is exactly why we want learners to run it here, with a mentor beside them, rather
          than alone in their first job.” – Seed Academy Digital Marketing mentor team
        </p>
      </blockquote>
      <h2>Why it works</h2>
      <p>
        Across previous cohorts, 92% of learners told us they were satisfied with the programme, and 85% were employed after completing the
        course. Partner businesses say they hire faster when they have already seen a candidate's work up close, and learners leave with a
        portfolio built on results rather than assignments.
      </p>
      <p>Applications for the summer cohort open in May. Follow our <a href="/news">news page</a> for dates and scholarship information.</p>
    `,
    seo_title: "Digital Marketing spring cohort 2024 opens | Seed Academy",
    seo_description:
      "Seed Academy's spring Digital Marketing cohort: 12 weeks of real campaigns for partner businesses, weekly mentor feedback and progress tracked on a learning data platform.",
    seo_keywords: ["digital marketing course", "Vietnam", "practical training", "live campaigns", "Seed Academy"],
    cover: { from: "#1d4ed8", to: "#7c3aed", motif: "waves" },
  },
  {
    slug: "open-day-ho-chi-minh-city-march-2024",
    lang: "en",
    status: "archived",
    featured: false,
    created_at: "2024-03-04T04:00:00Z",
    title: "Open day in Ho Chi Minh City on Saturday, 16 March",
    excerpt:
      "Meet mentors, try a mini workshop and see how our practice-first programmes work. Join the Seed Academy open day in Ho Chi Minh City on Saturday, 16 March.",
    content: html`
      <h2>See practice-first learning for yourself</h2>
      <p>
        Choosing a course is easier when you can see it in action. On <strong>Saturday, 16 March 2024</strong>, Seed Academy opens its doors
        in Ho Chi Minh City for a free open day. You can meet mentors, talk to current learners and try a short hands-on workshop from each
        of our programme tracks.
      </p>
      <h2>Programme for the day</h2>
      ${table(
        ["Time", "Session"],
        ["09:00 – 09:30", "Welcome and introduction to Seed Academy"],
        ["09:30 – 10:30", "Mini workshop: improving a marketplace product page"],
        ["10:45 – 11:45", "Mini workshop: planning a small social media campaign"],
        ["11:45 – 12:30", "Learner panel and open Q&amp;A"],
      )}
      <h2>Who should come?</h2>
      <ul>
        <li>Final-year students and recent graduates curious about e-commerce or digital marketing careers.</li>
        <li>Young professionals who want to move into a digital role and need practical experience.</li>
        <li>Parents who want to understand how our programmes and partner internships work.</li>
        <li>Businesses interested in hosting projects or hiring our learners.</li>
      </ul>
      <h2>What you will take home</h2>
      <p>
        Every visitor receives a short skills checklist for their track of interest, an overview of upcoming cohort dates and information
        about scholarships. Mentors will also be available for one-to-one conversations about which programme suits your background.
      </p>
      <blockquote>
        <p>“Most of our learners tell us the open day was when they realised they could actually do this work, not just read about it.”</p>
      </blockquote>
      <h2>How to join</h2>
      <p>
        Entry is free, but places in each workshop are limited to 30 people. Please register through the contact form on our
        <a href="/">home page</a> and tell us which workshops you would like to attend. We will confirm your place and send directions by
        email before the event.
      </p>
      <p>
        <em
          >Update: this event has now taken place. Thank you to everyone who joined us. Future events are announced on our
          <a href="/news">news page</a>.</em
        >
      </p>
    `,
    seo_title: "Open day in Ho Chi Minh City, 16 March 2024 | Seed Academy",
    seo_description:
      "Free Seed Academy open day in Ho Chi Minh City on 16 March 2024: meet mentors, join hands-on e-commerce and marketing workshops and ask about scholarships.",
    seo_keywords: ["open day", "Ho Chi Minh City", "e-commerce course", "digital marketing course", "workshop"],
    cover: { from: "#0369a1", to: "#22d3ee", motif: "circles" },
  },
  {
    slug: "learner-story-linh-ecommerce-operations-lead",
    lang: "en",
    status: "published",
    featured: true,
    created_at: "2024-03-25T02:15:00Z",
    title: "From night-shift cashier to e-commerce operations lead: Linh's story",
    excerpt:
      "Two years ago Linh worked nights at a convenience store. After the E-commerce programme she now runs online operations for a growing home-goods brand.",
    content: html`
      <h2>Starting from the checkout counter</h2>
      <p>
        When Trần Ngọc Linh moved from Long An to Ho Chi Minh City at nineteen, the first job she found was a night shift at a convenience
        store. She liked talking to customers and noticed which products sold out on which days, but she had no idea those habits were the
        beginnings of a career.
      </p>
      <p>
        “I used to watch delivery riders pick up online orders and wonder who was behind those shops,” she says. “I did not think someone
        like me, without a university degree, could be that person.”
      </p>
      <h2>Twelve weeks on a real store</h2>
      <p>
        Linh joined the Seed Academy E-commerce programme in early 2023. In the first week her team was handed the marketplace store of a
        small homeware business whose sales had been flat for months. Guided by a mentor, they rewrote product listings, reorganised the
        catalogue and set up a simple weekly stock check.
      </p>
      <p>
        The hardest part, she remembers, was the data. “My first report was just screenshots. My mentor asked me one question:
        <em>so what should we do next week?</em> After that I started reading numbers differently.”
      </p>
      <ul>
        <li>She learned to track conversion rate and return rate for every product line.</li>
        <li>She built a promotion calendar around payday and major shopping days.</li>
        <li>She wrote customer service templates that cut response time in half.</li>
      </ul>
      <h2>The job offer</h2>
      <p>
        By the end of the course, the store's monthly orders had grown steadily and Linh's progress profile on the learning data platform
        showed strong results in operations and analytics. A partner business in home goods invited her to interview, and she started as an
        operations assistant a month later. Within a year she was leading a team of three.
      </p>
      <blockquote>
        <p>“The course did not just teach me tools. It gave me proof that I could do the work, and that proof is what got me hired.”</p>
      </blockquote>
      <p>
        Linh's income has more than doubled since her time at the checkout counter. Her story is one of many: 85% of our learners are
        employed after the course, with an average salary increase of 150%. Read more learner stories on our <a href="/news">news page</a>.
      </p>
    `,
    seo_title: "Learner story: from cashier to e-commerce operations lead | Seed Academy",
    seo_description:
      "How Linh went from a convenience-store night shift to leading e-commerce operations after twelve weeks running a real store in the Seed Academy E-commerce programme.",
    seo_keywords: ["learner success story", "e-commerce career", "career change", "Seed Academy", "e-commerce operations"],
    cover: { from: "#9333ea", to: "#f43f5e", motif: "bars" },
  },
  {
    slug: "hop-tac-dai-hoc-thuong-mai-binh-minh",
    lang: "vi",
    status: "published",
    featured: false,
    created_at: "2024-04-15T03:00:00Z",
    title: "Seed Academy ký kết hợp tác với Trường Đại học Thương mại Bình Minh",
    excerpt:
      "Thoả thuận hợp tác mở ra cơ hội cho sinh viên Đại học Thương mại Bình Minh tham gia dự án thực tế, được xét công nhận tín chỉ và thực tập tại doanh nghiệp đối tác.",
    content: html`
      <h2>Kết nối giảng đường với doanh nghiệp</h2>
      <p>
        Ngày 12/4/2024, Seed Academy và Trường Đại học Thương mại Bình Minh đã ký kết biên bản ghi nhớ hợp tác trong ba năm. Mục tiêu chung
        của hai bên là rút ngắn khoảng cách giữa kiến thức trên giảng đường và những kỹ năng mà doanh nghiệp đang cần ở nhân sự trẻ trong
        lĩnh vực thương mại điện tử và marketing số.
      </p>
      <p>
        Theo thoả thuận, sinh viên năm ba và năm tư của trường có thể đăng ký các khoá học tại Seed Academy với học phí ưu đãi. Một số học
        phần thực hành sẽ được nhà trường xem xét công nhận tín chỉ, giúp sinh viên không phải lựa chọn giữa việc học ở trường và tích luỹ
        kinh nghiệm thực tế.
      </p>
      <h2>Nội dung hợp tác chính</h2>
      <ul>
        <li><strong>Dự án thực tế:</strong> sinh viên làm việc theo nhóm trên bài toán do doanh nghiệp đối tác của Seed Academy đặt ra.</li>
        <li>
          <strong>Công nhận tín chỉ:</strong> hai bên cùng xây dựng khung đánh giá để quy đổi kết quả thực hành thành tín chỉ tự chọn.
        </li>
        <li>
          <strong>Thực tập:</strong> sinh viên hoàn thành khoá học được giới thiệu thực tập trong mạng lưới hơn 50 doanh nghiệp đối tác.
        </li>
        <li>
          <strong>Bồi dưỡng giảng viên:</strong> giảng viên của trường được tham dự các buổi chia sẻ chuyên môn cùng mentor doanh nghiệp.
        </li>
      </ul>
      <h2>Dữ liệu học tập minh bạch</h2>
      <p>
        Kết quả học tập của sinh viên tham gia chương trình được ghi nhận trên nền tảng dữ liệu học tập của Seed Academy. Khi sinh viên đồng
        ý, nhà trường có thể theo dõi tiến độ thực hành, còn sinh viên có thêm một hồ sơ năng lực rõ ràng để gửi tới nhà tuyển dụng.
      </p>
      <blockquote>
        <p>
          “Sinh viên của chúng tôi nắm vững lý thuyết nhưng thường thiếu cơ hội va chạm với bài toán thật. Hợp tác này giúp các em có được
          điều đó ngay khi còn ngồi trên ghế nhà trường.” – Đại diện Khoa Thương mại điện tử, Trường Đại học Thương mại Bình Minh
        </p>
      </blockquote>
      <p>
        Đợt đăng ký đầu tiên dành cho sinh viên của trường sẽ mở vào tháng 5/2024. Thông tin chi tiết được cập nhật trên
        <a href="/news">trang tin tức</a> của Seed Academy.
      </p>
    `,
    seo_title: "Seed Academy hợp tác với Đại học Thương mại Bình Minh",
    seo_description:
      "Seed Academy và Trường Đại học Thương mại Bình Minh ký kết hợp tác ba năm: dự án thực tế, công nhận tín chỉ, thực tập tại doanh nghiệp và bồi dưỡng giảng viên.",
    seo_keywords: ["hợp tác đại học", "công nhận tín chỉ", "thực tập sinh viên", "Seed Academy", "thương mại điện tử"],
    cover: { from: "#1e3a8a", to: "#0ea5e9", motif: "grid" },
  },
  {
    slug: "trang-suc-ngoc-diep-dong-hanh-cung-seed-academy",
    lang: "vi",
    status: "published",
    featured: false,
    created_at: "2024-05-06T02:45:00Z",
    title: "Trang sức Ngọc Diệp đồng hành cùng Seed Academy đào tạo nhân sự bán hàng trực tuyến",
    excerpt:
      "Thương hiệu trang sức Ngọc Diệp trở thành đối tác của Seed Academy, mang các bài toán livestream, tư vấn từ xa và xây dựng niềm tin trực tuyến vào lớp học.",
    content: html`
      <h2>Khi trang sức bước lên sàn thương mại điện tử</h2>
      <p>
        Trang sức là mặt hàng khách hàng thường muốn nhìn tận mắt, chạm tận tay trước khi mua. Vì vậy, bán trang sức trực tuyến đòi hỏi
        nhiều hơn một trang sản phẩm đẹp: người bán cần biết kể câu chuyện về chất liệu, tư vấn kích cỡ từ xa và tạo dựng niềm tin ngay từ
        tin nhắn đầu tiên.
      </p>
      <p>
        Đó là lý do Trang sức Ngọc Diệp, thương hiệu trang sức bạc và vàng thiết kế có hệ thống cửa hàng tại TP. Hồ Chí Minh và Hà Nội, chọn
        đồng hành cùng Seed Academy trong chương trình Thương mại điện tử năm 2024.
      </p>
      <h2>Học viên sẽ làm gì?</h2>
      <ul>
        <li>Xây dựng kịch bản và trực tiếp tham gia các buổi livestream bán hàng dưới sự hướng dẫn của đội ngũ Ngọc Diệp.</li>
        <li>Viết lại mô tả cho bộ sưu tập mới, tập trung vào chất liệu, cách bảo quản và ý nghĩa thiết kế.</li>
        <li>Thiết kế quy trình tư vấn kích cỡ nhẫn và vòng tay qua tin nhắn để giảm tỷ lệ đổi trả.</li>
        <li>Phân tích dữ liệu đơn hàng để đề xuất chương trình khách hàng thân thiết.</li>
      </ul>
      <h2>Cơ hội việc làm sau khoá học</h2>
      <p>
        Ngọc Diệp cam kết nhận 15 học viên thực tập trong năm 2024 ở các vị trí vận hành gian hàng, chăm sóc khách hàng và sáng tạo nội
        dung. Những học viên có kết quả tốt trên nền tảng dữ liệu học tập sẽ được ưu tiên phỏng vấn cho vị trí chính thức.
      </p>
      <blockquote>
        <p>
          “Chúng tôi cần những bạn trẻ hiểu sản phẩm và hiểu khách hàng, chứ không chỉ biết đăng bài. Học viên Seed Academy đến với chúng
          tôi khi đã có kinh nghiệm xử lý tình huống thật, nên thời gian làm quen công việc ngắn hơn hẳn.” – Trưởng bộ phận Kinh doanh trực
          tuyến, Trang sức Ngọc Diệp
        </p>
      </blockquote>
      <p>
        Ngọc Diệp là một trong hơn 50 doanh nghiệp đối tác đang cùng Seed Academy xây dựng chương trình học gắn với nhu cầu thực tế. Doanh
        nghiệp quan tâm đến hợp tác có thể gửi yêu cầu qua biểu mẫu trên <a href="/">trang chủ</a>.
      </p>
    `,
    seo_title: "Trang sức Ngọc Diệp trở thành đối tác đào tạo của Seed Academy",
    seo_description:
      "Trang sức Ngọc Diệp hợp tác với Seed Academy: học viên thực hành livestream, tư vấn từ xa, phân tích đơn hàng và có cơ hội thực tập tại thương hiệu.",
    seo_keywords: ["đối tác doanh nghiệp", "bán trang sức trực tuyến", "livestream bán hàng", "thực tập", "Seed Academy"],
    cover: { from: "#78350f", to: "#d97706", motif: "circles" },
  },
  {
    slug: "introducing-martech-track",
    lang: "en",
    status: "published",
    featured: false,
    created_at: "2024-05-27T01:00:00Z",
    title: "Introducing the Martech track: data, automation and the tools behind modern marketing",
    excerpt:
      "Our third programme track, Martech, opens in June. Learners will set up tracking, build automated customer journeys and create dashboards marketing teams actually use.",
    content: html`
      <h2>Why a Martech track?</h2>
      <p>
        Over the past year, almost every partner business has asked us the same question: can you train people who understand both marketing
        and the tools that run it? Teams now rely on tracking setups, customer data, automated emails and dashboards, yet very few junior
        candidates have worked with them hands-on. The new Martech track is our answer.
      </p>
      <p>
        Like our E-commerce and Digital Marketing programmes, Martech is practice-first. Learners spend most of their time configuring real
        tools for real partner projects, with a mentor reviewing their work each week.
      </p>
      <h2>What you will learn</h2>
      ${table(
        ["Weeks", "Module", "Project outcome"],
        ["1–3", "Tracking and tagging", "A documented tracking plan for a partner website"],
        ["4–6", "Customer data and CRM", "Clean customer segments ready for campaigns"],
        ["7–9", "Marketing automation", "A live welcome and re-engagement email journey"],
        ["10–12", "Dashboards and experiments", "A weekly performance dashboard and one A/B test"],
      )}
      <h2>Who it is for</h2>
      <ul>
        <li>Graduates of our Digital Marketing track who want to go deeper into data.</li>
        <li>Marketers who spend too much time on manual reporting.</li>
        <li>Analytical people who enjoy spreadsheets and want to apply them to marketing.</li>
      </ul>
      <p>
        No programming background is required, but you should be comfortable with spreadsheets and curious about how systems fit together.
      </p>
      <h2>Measured like everything else we do</h2>
      <p>
        As on every other track, Martech learners' progress is tracked on our learning data platform. Learners can see their skill
        milestones week by week, and partner businesses can review project results when a learner chooses to share them.
      </p>
      <blockquote>
        <p>“Good marketing technology is invisible when it works. Our job is to make sure learners understand what happens underneath.”</p>
      </blockquote>
      <p>
        The first Martech cohort starts in June 2024 with 24 places. Read more about upcoming cohorts on our <a href="/news">news page</a>.
      </p>
    `,
    seo_title: "New Martech track: tracking, automation and dashboards | Seed Academy",
    seo_description:
      "Seed Academy launches a 12-week Martech track: tracking plans, CRM data, marketing automation and dashboards, built on real partner projects with mentor feedback.",
    seo_keywords: ["martech course", "marketing automation", "marketing analytics", "CRM", "Seed Academy"],
    cover: { from: "#312e81", to: "#06b6d4", motif: "nodes" },
  },
  {
    slug: "nen-tang-du-lieu-hoc-tap-ban-do-tien-bo",
    lang: "vi",
    status: "published",
    featured: true,
    created_at: "2024-06-17T02:30:00Z",
    title: "Nền tảng dữ liệu học tập: mỗi học viên có một bản đồ tiến bộ riêng",
    excerpt:
      "Nền tảng dữ liệu học tập của Seed Academy ghi nhận kỹ năng, dự án và nhận xét của mentor theo từng tuần, giúp học viên và doanh nghiệp nhìn rõ năng lực thật.",
    content: html`
      <h2>Vì sao cần đo lường việc học?</h2>
      <p>
        Một bảng điểm cuối khoá hiếm khi cho biết học viên thực sự làm được gì. Hai học viên cùng đạt điểm 8 có thể có thế mạnh hoàn toàn
        khác nhau: một người viết nội dung rất tốt, người kia lại giỏi đọc số liệu quảng cáo. Nền tảng dữ liệu học tập của Seed Academy được
        xây dựng để làm rõ những khác biệt đó.
      </p>
      <h2>Nền tảng ghi nhận những gì?</h2>
      <ul>
        <li>
          <strong>Cột mốc kỹ năng:</strong> mỗi chương trình được chia thành các kỹ năng cụ thể, ví dụ “tối ưu trang sản phẩm” hay “thiết
          lập đo lường chuyển đổi”.
        </li>
        <li><strong>Sản phẩm dự án:</strong> bài tập, báo cáo chiến dịch và chỉ số kết quả từ dự án với doanh nghiệp.</li>
        <li><strong>Nhận xét của mentor:</strong> đánh giá định kỳ theo bộ tiêu chí chung, kèm góp ý cụ thể.</li>
        <li><strong>Mức độ tham gia:</strong> chuyên cần, tiến độ nộp bài và mức độ đóng góp trong nhóm.</li>
      </ul>
      <h2>Lợi ích cho học viên</h2>
      <p>
        Mỗi tuần, học viên nhận được một bản tóm tắt tiến bộ, cho thấy kỹ năng nào đã vững và kỹ năng nào cần luyện thêm. Mentor dựa vào
        cùng dữ liệu đó để sắp xếp buổi hỗ trợ riêng, thay vì chờ đến cuối khoá mới phát hiện vấn đề. Theo khảo sát, 92% học viên hài lòng
        với chương trình, và nhiều bạn cho biết bản tóm tắt hằng tuần giúp mình chủ động hơn trong việc học.
      </p>
      <h2>Lợi ích cho doanh nghiệp</h2>
      <p>
        Khi học viên đồng ý chia sẻ, doanh nghiệp đối tác có thể xem hồ sơ năng lực dựa trên sản phẩm thực tế thay vì chỉ dựa vào CV. Các
        đối tác cho biết thời gian tuyển dụng rút ngắn tới 70% nhờ có sẵn thông tin đáng tin cậy về ứng viên.
      </p>
      <h2>Quyền riêng tư được đặt lên hàng đầu</h2>
      <p>
        Học viên là người quyết định ai được xem dữ liệu của mình. Mặc định, hồ sơ chỉ hiển thị với học viên và mentor phụ trách; mọi quyền
        chia sẻ với doanh nghiệp đều có thể thu hồi bất cứ lúc nào.
      </p>
      <blockquote>
        <p>
          “Dữ liệu chỉ có ý nghĩa khi nó giúp người học tiến bộ. Chúng tôi đo lường để hỗ trợ, không phải để xếp hạng.” – Nhóm phát triển
          nền tảng dữ liệu học tập, Seed Academy
        </p>
      </blockquote>
      <p>
        Trong thời gian tới, nền tảng sẽ bổ sung tính năng gợi ý bài luyện tập theo từng kỹ năng. Mọi cập nhật sẽ được thông báo trên
        <a href="/news">trang tin tức</a>.
      </p>
    `,
    seo_title: "Nền tảng dữ liệu học tập của Seed Academy",
    seo_description:
      "Nền tảng dữ liệu học tập ghi nhận kỹ năng, dự án và nhận xét mentor theo tuần, giúp học viên tiến bộ và doanh nghiệp rút ngắn thời gian tuyển dụng tới 70%.",
    seo_keywords: ["nền tảng dữ liệu học tập", "đo lường tiến bộ", "hồ sơ năng lực", "tuyển dụng", "Seed Academy"],
    cover: { from: "#0f766e", to: "#22c55e", motif: "nodes" },
  },
  {
    slug: "bep-sen-foods-hiring-partner",
    lang: "en",
    status: "published",
    featured: false,
    created_at: "2024-07-08T03:15:00Z",
    title: "Bếp Sen Foods joins Seed Academy as a hiring partner",
    excerpt:
      "Family-run sauce and snack maker Bếp Sen Foods will bring a real product launch to our E-commerce and Digital Marketing cohorts and offer internships to graduates.",
    content: html`
      <h2>A family kitchen goes online</h2>
      <p>
        Bếp Sen Foods began in a family kitchen in Cần Thơ, making chilli sauce and dried fruit snacks for neighbours and local markets.
        Today its products are sold in shops across the Mekong Delta and, increasingly, through online marketplaces and social commerce.
        That growth has created a new challenge: finding people who can run digital sales channels as carefully as the family runs its
        kitchen.
      </p>
      <p>
        From this month, Bếp Sen Foods joins Seed Academy as a hiring partner, bringing a live project into both our E-commerce and Digital
        Marketing tracks.
      </p>
      <h2>The project: launching a new product line</h2>
      <p>
        This autumn, Bếp Sen Foods will launch a range of ready-to-use cooking sauces. Learners will take part in the launch from start to
        finish:
      </p>
      <ul>
        <li>
          <strong>E-commerce teams</strong> will set up marketplace listings, plan stock for launch week and design bundles with existing
          products.
        </li>
        <li>
          <strong>Digital Marketing teams</strong> will produce recipe-led content, run a small paid campaign and collect customer reviews.
        </li>
        <li>Both teams will share one dashboard, so they learn how marketing decisions affect orders, stock and delivery.</li>
      </ul>
      <h2>A commitment to hiring</h2>
      <p>
        Bếp Sen Foods has committed to offering ten internships to learners who complete the project, with full-time roles available for
        strong performers. The company will use progress profiles from our learning data platform to shortlist candidates, a practice our
        partners say shortens hiring time by up to 70%.
      </p>
      <blockquote>
        <p>
          “We know food, but we are still learning online retail. Working with Seed Academy means we meet young people who have already
          solved the problems we face every day.” – Co-founder, Bếp Sen Foods
        </p>
      </blockquote>
      <h2>Growing the partner network</h2>
      <p>
        Bếp Sen Foods joins a network of more than 50 partner businesses across retail, technology, jewellery and food. If your company
        would like to host a project or hire our learners, please get in touch through our <a href="/">home page</a>.
      </p>
    `,
    seo_title: "Bếp Sen Foods becomes a Seed Academy hiring partner",
    seo_description:
      "Food producer Bếp Sen Foods partners with Seed Academy: learners launch a new sauce range online and compete for ten internships and full-time roles.",
    seo_keywords: ["hiring partner", "food business", "e-commerce project", "internships", "Seed Academy"],
    cover: { from: "#c2410c", to: "#facc15", motif: "waves" },
  },
  {
    slug: "gap-go-mentor-pham-thu-ha",
    lang: "vi",
    status: "published",
    featured: false,
    created_at: "2024-07-29T02:00:00Z",
    title: "Gặp gỡ mentor: chị Phạm Thu Hà và 10 năm làm marketing số",
    excerpt:
      "Chị Phạm Thu Hà, mentor chương trình Digital Marketing, chia sẻ về chiến dịch thất bại đáng nhớ nhất và điều chị mong học viên mang theo sau mỗi khoá học.",
    content: html`
      <p>
        Chị Phạm Thu Hà bắt đầu làm marketing số từ năm 2014, khi quảng cáo trên mạng xã hội còn là khái niệm mới với nhiều doanh nghiệp
        Việt Nam. Sau mười năm làm việc tại các agency và thương hiệu bán lẻ, chị hiện phụ trách tăng trưởng cho một chuỗi mỹ phẩm nội địa
        và là mentor của chương trình Digital Marketing tại Seed Academy từ năm 2023.
      </p>
      <h3>Điều gì khiến chị nhận lời làm mentor?</h3>
      <p>
        Tôi nhớ những năm đầu đi làm, mình học chủ yếu bằng cách mắc lỗi với ngân sách của khách hàng. Nếu khi đó có ai ngồi cạnh, chỉ cho
        mình vì sao chiến dịch không hiệu quả, có lẽ tôi đã tiến bộ nhanh hơn nhiều. Làm mentor là cách tôi trao lại điều mà ngày xưa mình
        từng thiếu.
      </p>
      <h3>Chiến dịch thất bại nào chị nhớ nhất?</h3>
      <p>
        Đó là một chiến dịch ra mắt sản phẩm mà tôi dồn gần hết ngân sách vào tuần đầu tiên. Lượt tiếp cận rất cao nhưng gần như không có
        đơn hàng, vì trang đích tải chậm và không tối ưu cho điện thoại. Bài học rút ra là: quảng cáo chỉ đưa khách đến cửa, còn khách có
        bước vào hay không phụ thuộc vào trải nghiệm phía sau.
      </p>
      <h3>Chị thường dặn học viên điều gì?</h3>
      <ul>
        <li>Đặt mục tiêu đo lường được trước khi chi bất kỳ đồng nào.</li>
        <li>Đọc số liệu hằng ngày, nhưng chỉ đưa ra quyết định lớn khi đã đủ dữ liệu.</li>
        <li>Ghi chép lại mọi thử nghiệm, kể cả những thử nghiệm thất bại.</li>
      </ul>
      <h3>Học viên Seed Academy có gì khác biệt?</h3>
      <p>
        Các bạn được làm việc với dự án thật ngay từ tuần đầu, nên khi đi phỏng vấn, các bạn kể được mình đã làm gì, kết quả ra sao và học
        được gì. Nhà tuyển dụng rất trân trọng điều đó. Tôi cũng thích cách nền tảng dữ liệu học tập cho tôi thấy bạn nào đang gặp khó khăn
        để hỗ trợ kịp thời, thay vì đợi đến buổi đánh giá cuối khoá.
      </p>
      <blockquote>
        <p>“Tôi không cần học viên hoàn hảo. Tôi cần học viên dám thử, biết đo lường và chịu nhìn thẳng vào kết quả.”</p>
      </blockquote>
      <p>
        Hiện chị Thu Hà đang hướng dẫn hai nhóm học viên trong khoá Digital Marketing mùa hè. Bạn có thể đọc thêm câu chuyện của các mentor
        khác tại <a href="/news">trang tin tức</a>.
      </p>
    `,
    seo_title: "Gặp gỡ mentor Phạm Thu Hà – 10 năm làm marketing số | Seed Academy",
    seo_description:
      "Mentor Digital Marketing Phạm Thu Hà chia sẻ bài học từ chiến dịch thất bại, lời khuyên cho người mới và lý do chị đồng hành cùng học viên Seed Academy.",
    seo_keywords: ["mentor", "marketing số", "digital marketing", "kinh nghiệm nghề nghiệp", "Seed Academy"],
    cover: { from: "#be185d", to: "#f97316", motif: "circles" },
  },
  {
    slug: "hiring-junior-digital-talent-faster",
    lang: "en",
    status: "published",
    featured: false,
    created_at: "2024-08-19T01:45:00Z",
    title: "Five ways to hire junior digital talent faster",
    excerpt:
      "Hiring for e-commerce and marketing roles can take months. These five practical steps, drawn from our partner businesses, help teams find the right junior hire sooner.",
    content: html`
      <p>
        Junior roles in e-commerce and digital marketing attract plenty of applicants, yet many businesses still spend months filling them.
        CVs look alike, interviews drag on and good candidates accept other offers. Here is what our partner businesses have learned about
        hiring well, and hiring quickly.
      </p>
      <h2>1. Hire for evidence, not keywords</h2>
      <p>
        A CV listing “social media” or “marketplace operations” says little about ability. Ask candidates to show one piece of real work,
        such as a campaign report or a product listing they improved, and to explain the decisions behind it.
      </p>
      <h2>2. Define the first 90 days before writing the job ad</h2>
      <p>
        Write down what the new hire should deliver in their first three months. This turns a vague job description into clear criteria and
        makes it easier to say no to candidates who are impressive but wrong for the role.
      </p>
      <h2>3. Replace long tests with a short work sample</h2>
      <p>
        Multi-day take-home assignments put off strong candidates. A focused 60-minute exercise, such as rewriting a product page or reading
        a small dashboard, reveals far more per minute of everyone's time.
      </p>
      <h2>4. Keep the loop short</h2>
      <p>
        Two interview rounds and a decision within a week is enough for most junior roles. Tell candidates the timeline up front and stick
        to it.
      </p>
      <h2>5. Plan mentoring from day one</h2>
      <p>
        Juniors become productive fastest when someone owns their onboarding. Name a mentor before the start date and schedule weekly
        check-ins for the first two months.
      </p>
      <h2>How Seed Academy helps</h2>
      <p>
        Our learners finish each programme with a progress profile on our learning data platform, covering skill milestones, project results
        and mentor feedback. With the learner's consent, partner businesses can review these profiles before interviewing, which our
        partners report cuts hiring time by up to 70%.
      </p>
      <blockquote>
        <p>
          “We stopped guessing from CVs. Now we look at what a candidate actually did on a project, and the first interview is already a
          real conversation.” – HR lead at a partner retail business
        </p>
      </blockquote>
      <p>Want to hire from our cohorts? Contact our partnerships team through the form on our <a href="/">home page</a>.</p>
    `,
    seo_title: "Five ways to hire junior digital talent faster | Seed Academy",
    seo_description:
      "Practical hiring tips for businesses recruiting junior e-commerce and digital marketing staff: evidence-based screening, short work samples and faster decisions.",
    seo_keywords: ["hiring tips", "junior talent", "recruitment", "digital marketing jobs", "e-commerce jobs", "Vietnam"],
    cover: { from: "#334155", to: "#0ea5e9", motif: "bars" },
  },
  {
    slug: "ngay-hoi-thuc-tap-tp-ho-chi-minh-2024",
    lang: "vi",
    status: "published",
    featured: true,
    created_at: "2024-09-09T02:00:00Z",
    title: "Ngày hội thực tập 2024 tại TP. Hồ Chí Minh: hơn 30 doanh nghiệp tìm kiếm nhân sự trẻ",
    excerpt:
      "Ngày 28/9, Seed Academy tổ chức Ngày hội thực tập tại TP. Hồ Chí Minh với hơn 30 doanh nghiệp và hơn 200 vị trí về thương mại điện tử, marketing và martech.",
    content: html`
      <h2>Một ngày, hơn 200 cơ hội thực tập</h2>
      <p>
        Ngày hội thực tập Seed Academy 2024 sẽ diễn ra vào <strong>thứ Bảy, ngày 28/9/2024</strong>, từ 8h00 đến 17h00 tại TP. Hồ Chí Minh.
        Sự kiện quy tụ hơn 30 doanh nghiệp đối tác thuộc các lĩnh vực bán lẻ, thực phẩm, trang sức, công nghệ và khởi nghiệp, với tổng cộng
        hơn 200 vị trí thực tập.
      </p>
      <p>
        Ngày hội mở cửa cho học viên và cựu học viên Seed Academy, đồng thời chào đón sinh viên năm cuối các trường đại học, cao đẳng quan
        tâm đến thương mại điện tử, marketing số và martech.
      </p>
      <h2>Chương trình dự kiến</h2>
      ${table(
        ["Thời gian", "Hoạt động"],
        ["8h00 – 9h00", "Đón khách, nhận sơ đồ gian hàng doanh nghiệp"],
        ["9h00 – 11h30", "Gặp gỡ doanh nghiệp, phỏng vấn nhanh tại gian hàng"],
        ["11h30 – 13h00", "Nghỉ trưa, tham quan khu trưng bày dự án của học viên"],
        ["13h00 – 15h00", "Hội thảo “Viết CV và kể câu chuyện dự án”"],
        ["15h00 – 17h00", "Phỏng vấn vòng hai theo lịch hẹn"],
      )}
      <h2>Chuẩn bị gì trước ngày hội?</h2>
      <ul>
        <li>Cập nhật hồ sơ năng lực trên nền tảng dữ liệu học tập và bật chế độ chia sẻ với doanh nghiệp.</li>
        <li>Chuẩn bị một dự án tiêu biểu có thể trình bày trong 3 phút.</li>
        <li>Tìm hiểu trước danh sách doanh nghiệp và vị trí tuyển dụng được gửi qua email.</li>
      </ul>
      <p>
        Tại ngày hội năm ngoái, nhiều học viên đã nhận được lời mời thực tập ngay trong ngày. Kết nối trực tiếp với doanh nghiệp cũng là một
        trong những lý do giúp 85% học viên có việc làm sau khoá học.
      </p>
      <p>
        Sự kiện miễn phí nhưng số lượng chỗ có hạn. Vui lòng đăng ký trước ngày 20/9 để được sắp xếp lịch phỏng vấn; địa điểm cụ thể sẽ được
        gửi qua email sau khi đăng ký thành công. Thông tin cập nhật được đăng tại <a href="/news">trang tin tức</a>.
      </p>
    `,
    seo_title: "Ngày hội thực tập Seed Academy 2024 tại TP. Hồ Chí Minh",
    seo_description:
      "Ngày hội thực tập Seed Academy ngày 28/9/2024 tại TP. Hồ Chí Minh: hơn 30 doanh nghiệp, hơn 200 vị trí thực tập về thương mại điện tử, marketing và martech.",
    seo_keywords: ["ngày hội thực tập", "TP. Hồ Chí Minh", "việc làm thực tập", "thương mại điện tử", "marketing", "Seed Academy"],
    cover: { from: "#7c2d12", to: "#f59e0b", motif: "grid" },
  },
  {
    slug: "partnership-delta-sprout-startup-network",
    lang: "en",
    status: "published",
    featured: true,
    created_at: "2024-10-07T03:00:00Z",
    title: "Seed Academy partners with the Delta Sprout startup network",
    excerpt:
      "Through a new partnership with Delta Sprout, a network of early-stage startups across southern Vietnam, learners will join six-week sprint projects with founding teams.",
    content: html`
      <h2>Learning where things move fastest</h2>
      <p>
        Startups are a demanding place to learn. Budgets are small, priorities change weekly and everyone does a bit of everything. That is
        exactly why we are excited to announce a partnership with Delta Sprout, a community of more than 40 early-stage startups based in Ho
        Chi Minh City, Cần Thơ and Biên Hoà.
      </p>
      <p>
        Starting with the November cohorts, learners from all three of our tracks can join six-week sprint projects with Delta Sprout
        founding teams.
      </p>
      <h2>How the sprints work</h2>
      <ol>
        <li>
          <strong>Week 1:</strong> the startup presents one concrete growth problem, such as low repeat purchases or an unclear acquisition
          channel.
        </li>
        <li>
          <strong>Weeks 2–5:</strong> a team of three learners tests solutions with a real, if modest, budget, reporting to the founder
          every Friday.
        </li>
        <li>
          <strong>Week 6:</strong> the team presents results and hands over everything they built, from content calendars to tracking
          setups.
        </li>
      </ol>
      <h2>What each side gains</h2>
      <ul>
        <li>
          <strong>Learners</strong> see how decisions are made when resources are tight, and leave with a project that shows initiative.
        </li>
        <li><strong>Startups</strong> get focused help on a priority problem and an early look at potential hires.</li>
        <li><strong>Founders</strong> join our guest mentor programme, giving learners first-hand lessons on building a business.</li>
      </ul>
      <p>
        All sprint work is recorded on our learning data platform, so founders and mentors can follow progress and learners can add verified
        results to their profiles.
      </p>
      <blockquote>
        <p>
          “Our founders need people who can learn fast and act on data. Seed Academy learners arrive with both habits already in place.” –
          Programme coordinator, Delta Sprout
        </p>
      </blockquote>
      <h2>Part of a growing network</h2>
      <p>
        Delta Sprout joins a network of more than 50 partner businesses, from a university and established brands in jewellery and food to
        young technology companies. Learners now join us from more than 10 cities across Vietnam. Founders interested in hosting a sprint
        can contact us through our <a href="/">home page</a>.
      </p>
    `,
    seo_title: "Seed Academy partners with Delta Sprout startups | Seed Academy",
    seo_description:
      "Seed Academy and the Delta Sprout startup network launch six-week sprint projects where learners solve real growth problems alongside founding teams.",
    seo_keywords: ["startup partnership", "startup ecosystem", "sprint projects", "Vietnam startups", "Seed Academy"],
    cover: { from: "#065f46", to: "#84cc16", motif: "nodes" },
  },
  {
    slug: "hoc-bong-seed-2025",
    lang: "vi",
    status: "draft",
    featured: false,
    created_at: "2024-11-04T02:30:00Z",
    title: "Học bổng Seed 2025: 50 suất dành cho người trẻ có hoàn cảnh khó khăn",
    excerpt:
      "Seed Academy mở chương trình Học bổng Seed 2025 với 50 suất hỗ trợ từ 50% đến 100% học phí cho người trẻ có hoàn cảnh khó khăn trên cả nước.",
    content: html`
      <h2>Cơ hội học tập không nên phụ thuộc vào hoàn cảnh</h2>
      <p>
        Nhiều bạn trẻ có năng lực và quyết tâm nhưng chưa thể theo học vì gánh nặng học phí. Học bổng Seed 2025 được lập ra để thay đổi điều
        đó. Năm nay, Seed Academy dành 50 suất học bổng cho cả ba chương trình: Thương mại điện tử, Digital Marketing và Martech.
      </p>
      <h2>Giá trị học bổng</h2>
      ${table(["Loại học bổng", "Số suất", "Mức hỗ trợ"], ["Toàn phần", "20", "100% học phí"], ["Bán phần", "30", "50% học phí"])}
      <p>
        Người nhận học bổng được học cùng lớp, làm dự án thật với doanh nghiệp đối tác và nhận hỗ trợ giới thiệu việc làm như mọi học viên
        khác.
      </p>
      <h2>Ai có thể đăng ký?</h2>
      <ul>
        <li>Người từ 18 đến 26 tuổi, đang sinh sống tại Việt Nam.</li>
        <li>Có hoàn cảnh kinh tế khó khăn, hoặc là lao động trẻ muốn chuyển đổi sang nghề nghiệp số.</li>
        <li>Có thể dành tối thiểu 15 giờ mỗi tuần cho việc học và thực hành trong 12 tuần.</li>
      </ul>
      <p>Chúng tôi đặc biệt khuyến khích các bạn đến từ những tỉnh thành chưa có nhiều cơ hội tiếp cận đào tạo kỹ năng số.</p>
      <h2>Quy trình xét tuyển</h2>
      <ol>
        <li>Nộp hồ sơ trực tuyến, kèm một bài viết ngắn về mục tiêu nghề nghiệp.</li>
        <li>Hoàn thành một bài tập thực hành ngắn theo chương trình bạn chọn.</li>
        <li>Phỏng vấn trực tuyến cùng mentor và đại diện Seed Academy.</li>
        <li>Nhận kết quả qua email.</li>
      </ol>
      <p>Thời gian nhận hồ sơ dự kiến từ ngày 2/12/2024 đến hết ngày 15/1/2025, kết quả công bố trước ngày 28/2/2025.</p>
      <blockquote>
        <p>
          “Học bổng không chỉ là hỗ trợ học phí. Đó là lời cam kết rằng chúng tôi sẽ đồng hành cùng bạn cho đến khi bạn có công việc đầu
          tiên.” – Ban điều hành Seed Academy
        </p>
      </blockquote>
      <p>Thông tin chi tiết và đường dẫn nộp hồ sơ sẽ được cập nhật trên <a href="/news">trang tin tức</a>.</p>
    `,
    seo_title: "Học bổng Seed 2025: 50 suất học bổng kỹ năng số | Seed Academy",
    seo_description:
      "Học bổng Seed 2025 gồm 50 suất hỗ trợ 50% đến 100% học phí các chương trình Thương mại điện tử, Digital Marketing và Martech cho người trẻ có hoàn cảnh khó khăn.",
    seo_keywords: ["học bổng 2025", "học bổng kỹ năng số", "Học bổng Seed", "hỗ trợ học phí", "Seed Academy"],
    cover: { from: "#4338ca", to: "#ec4899", motif: "waves" },
  },
  {
    slug: "year-in-review-2024",
    lang: "en",
    status: "draft",
    featured: false,
    created_at: "2024-12-16T02:00:00Z",
    title: "2024 in review: a year of learning by doing",
    excerpt:
      "Three programme tracks, new partners and a learning data platform that measures real progress: here is what Seed Academy learners and partners achieved in 2024.",
    content: html`
      <h2>A year of firsts</h2>
      <p>
        2024 was the year Seed Academy grew from two programme tracks to three. Alongside E-commerce and Digital Marketing, we launched
        Martech in June, giving learners hands-on experience with tracking, customer data and marketing automation. Every cohort kept the
        same principle: learn by working on real projects with real businesses.
      </p>
      <h2>The numbers that matter</h2>
      ${table(
        ["Measure", "Result"],
        ["Learners employed after the course", "85%"],
        ["Learners satisfied with their programme", "92%"],
        ["Average salary increase", "150%"],
        ["Partner businesses", "50+"],
        ["Reduction in partners' hiring time", "70%"],
        ["Cities our learners come from", "10+"],
      )}
      <h2>Highlights</h2>
      <ul>
        <li>A three-year partnership with Bình Minh University of Commerce, including credit recognition for practical modules.</li>
        <li>New industry partners in jewellery and food, who brought live launches and livestream selling into the classroom.</li>
        <li>Our internship fair in Ho Chi Minh City, with more than 30 businesses and 200 internship positions.</li>
        <li>Six-week startup sprints with the Delta Sprout network.</li>
        <li>Weekly progress summaries for every learner on the learning data platform.</li>
      </ul>
      <h2>What we learned</h2>
      <p>
        Measuring progress changed how we teach. When mentors can see which skills a learner is struggling with in week three rather than
        week twelve, they can step in early. Partner businesses told us the same data makes hiring faster and fairer, because it shows what
        a candidate has actually done.
      </p>
      <blockquote>
        <p>
          “The best feedback we received this year came from a partner who said our learners ‘start working on day one’. That is the goal.”
          – Seed Academy team
        </p>
      </blockquote>
      <h2>Looking ahead to 2025</h2>
      <p>
        Next year we will open 50 scholarships, expand sprint projects to more partners and add practice recommendations to the learning
        data platform. Thank you to every learner, mentor and partner who made 2024 possible. Follow our <a href="/news">news page</a> for
        what comes next.
      </p>
    `,
    seo_title: "2024 in review: learning by doing | Seed Academy",
    seo_description:
      "Seed Academy's 2024 in numbers: 85% of learners employed, 92% satisfied, 150% average salary increase, 50+ partners and a new Martech track.",
    seo_keywords: ["year in review", "Seed Academy", "learner outcomes", "partner businesses", "2024"],
    cover: { from: "#0f172a", to: "#6366f1", motif: "bars" },
  },
];
