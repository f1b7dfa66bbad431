// Migration 008 (issue 50): the learner FAQ was locale text (locales/<lng>/portal.json, help.faq.*);
// it becomes rows of seed_faq (audience "learner", a language, an order), which staff run on
// /staff/faq, and the partners' FAQ (seed_partner_faq, English) moves beside it (audience "partner").
// The words are today's, copied here: the locale files no longer hold them. A question already
// stored (same audience, language and words) is not added twice.
import { createItems, readItems } from "@directus/sdk";

/** The learner FAQ as the nine locale files held it: [question, answer] in the order the page showed. */
export const learnerFaq = {
  en: [
    [
      "How do I change my learning track?",
      "Ask us with the form below. The academy changes your track so that your classes and projects move with you.",
    ],
    [
      "How do I book a mentor session?",
      "Open Mentor 1:1, choose a free slot and press Book. You can cancel your own booking on the same page.",
    ],
    [
      "When are my projects graded?",
      "Your teacher grades a project within a week of its due date. The result appears on your dashboard and under Progress.",
    ],
    [
      "Can I use the portal in another language?",
      "Yes. Choose your language in the language menu at the top of the page; the portal remembers it.",
    ],
    [
      "Who answers my questions, and how?",
      "The academy's learner support team reads every question and replies by email to your account's address, usually within two working days.",
    ],
  ],
  vi: [
    [
      "Làm sao để đổi lộ trình học?",
      "Hãy gửi yêu cầu qua biểu mẫu bên dưới. Học viện sẽ đổi lộ trình để lớp học và dự án của bạn được chuyển theo.",
    ],
    [
      "Làm sao để đặt lịch với mentor?",
      "Mở mục Mentor 1:1, chọn một khung giờ còn trống và bấm Đặt lịch. Bạn cũng có thể huỷ lịch của mình ngay trên trang đó.",
    ],
    [
      "Khi nào dự án của tôi được chấm?",
      "Giảng viên chấm dự án trong vòng một tuần sau hạn nộp. Kết quả hiện trên bảng điều khiển và trong mục Tiến độ.",
    ],
    [
      "Tôi có thể dùng cổng học viên bằng ngôn ngữ khác không?",
      "Có. Chọn ngôn ngữ trong menu ngôn ngữ ở đầu trang; cổng sẽ ghi nhớ lựa chọn của bạn.",
    ],
    [
      "Ai trả lời câu hỏi của tôi, và bằng cách nào?",
      "Đội hỗ trợ học viên của học viện đọc mọi câu hỏi và trả lời qua email đến địa chỉ tài khoản của bạn, thường trong vòng hai ngày làm việc.",
    ],
  ],
  id: [
    [
      "Bagaimana cara mengganti jalur belajar saya?",
      "Ajukan lewat formulir di bawah. Akademi akan mengganti jalur Anda agar kelas dan proyek Anda ikut pindah.",
    ],
    [
      "Bagaimana cara memesan sesi dengan mentor?",
      "Buka Mentor 1:1, pilih slot yang kosong, lalu tekan Pesan. Anda dapat membatalkan pesanan Anda di halaman yang sama.",
    ],
    [
      "Kapan proyek saya dinilai?",
      "Pengajar menilai proyek dalam satu minggu setelah tenggatnya. Hasilnya muncul di dasbor dan di bagian Kemajuan.",
    ],
    [
      "Bisakah saya memakai portal dalam bahasa lain?",
      "Bisa. Pilih bahasa di menu bahasa di bagian atas halaman; portal akan mengingatnya.",
    ],
    [
      "Siapa yang menjawab pertanyaan saya, dan bagaimana?",
      "Tim dukungan peserta akademi membaca setiap pertanyaan dan membalas lewat email ke alamat akun Anda, biasanya dalam dua hari kerja.",
    ],
  ],
  ms: [
    [
      "Bagaimanakah saya menukar laluan pembelajaran?",
      "Mohon melalui borang di bawah. Akademi akan menukar laluan anda supaya kelas dan projek anda turut berpindah.",
    ],
    [
      "Bagaimanakah saya menempah sesi dengan mentor?",
      "Buka Mentor 1:1, pilih slot yang kosong dan tekan Tempah. Anda boleh membatalkan tempahan anda di halaman yang sama.",
    ],
    [
      "Bilakah projek saya dinilai?",
      "Pengajar menilai projek dalam tempoh seminggu selepas tarikh akhir. Keputusannya dipaparkan pada papan pemuka dan di bahagian Kemajuan.",
    ],
    [
      "Bolehkah saya menggunakan portal dalam bahasa lain?",
      "Boleh. Pilih bahasa dalam menu bahasa di bahagian atas halaman; portal akan mengingatinya.",
    ],
    [
      "Siapakah yang menjawab soalan saya, dan bagaimana?",
      "Pasukan sokongan pelajar akademi membaca setiap soalan dan membalas melalui e-mel ke alamat akaun anda, biasanya dalam dua hari bekerja.",
    ],
  ],
  th: [
    ["จะเปลี่ยนเส้นทางการเรียนได้อย่างไร", "ส่งคำขอผ่านแบบฟอร์มด้านล่าง สถาบันจะเปลี่ยนเส้นทางให้ เพื่อให้ชั้นเรียนและโปรเจกต์ของคุณย้ายตามไปด้วย"],
    ["จะจองเวลากับเมนเทอร์ได้อย่างไร", "เปิดเมนู Mentor 1:1 เลือกช่วงเวลาที่ว่าง แล้วกดจอง คุณยกเลิกการจองของตัวเองได้ในหน้าเดียวกัน"],
    ["โปรเจกต์ของฉันจะได้รับการให้คะแนนเมื่อใด", "อาจารย์จะให้คะแนนภายในหนึ่งสัปดาห์หลังวันกำหนดส่ง ผลจะแสดงบนแดชบอร์ดและในหน้าความคืบหน้า"],
    ["ใช้พอร์ทัลเป็นภาษาอื่นได้หรือไม่", "ได้ เลือกภาษาจากเมนูภาษาที่ด้านบนของหน้า พอร์ทัลจะจำภาษาที่คุณเลือกไว้"],
    ["ใครตอบคำถามของฉัน และตอบอย่างไร", "ทีมดูแลผู้เรียนของสถาบันอ่านทุกคำถามและตอบทางอีเมลไปยังที่อยู่ของบัญชีคุณ โดยปกติภายในสองวันทำการ"],
  ],
  fil: [
    [
      "Paano ko papalitan ang aking learning track?",
      "Humiling gamit ang form sa ibaba. Ang akademya ang magpapalit ng iyong track para lumipat din ang iyong mga klase at proyekto.",
    ],
    [
      "Paano ako magbu-book ng session sa mentor?",
      "Buksan ang Mentor 1:1, pumili ng bakanteng oras at pindutin ang Book. Maaari mong kanselahin ang sarili mong booking sa parehong pahina.",
    ],
    [
      "Kailan mamarkahan ang aking mga proyekto?",
      "Mamarkahan ito ng guro sa loob ng isang linggo pagkatapos ng due date. Lalabas ang resulta sa dashboard at sa Progreso.",
    ],
    ["Puwede ko bang gamitin ang portal sa ibang wika?", "Oo. Pumili ng wika sa menu ng wika sa itaas ng pahina; tatandaan ito ng portal."],
    [
      "Sino ang sumasagot sa aking mga tanong, at paano?",
      "Binabasa ng learner support team ng akademya ang bawat tanong at sumasagot sa email ng iyong account, kadalasan sa loob ng dalawang araw ng trabaho.",
    ],
  ],
  km: [
    ["តើខ្ញុំអាចប្តូរផ្លូវសិក្សាដោយរបៀបណា?", "សូមស្នើតាមទម្រង់ខាងក្រោម។ បណ្ឌិត្យសភានឹងប្តូរផ្លូវសិក្សាឱ្យ ដើម្បីឱ្យថ្នាក់ និងគម្រោងរបស់អ្នកផ្លាស់ទៅជាមួយ។"],
    ["តើខ្ញុំកក់ពេលជាមួយអ្នកណែនាំដោយរបៀបណា?", "បើក Mentor 1:1 ជ្រើសរើសម៉ោងទំនេរ ហើយចុចកក់។ អ្នកអាចលុបចោលការកក់របស់អ្នកនៅលើទំព័រដដែល។"],
    ["តើគម្រោងរបស់ខ្ញុំនឹងត្រូវដាក់ពិន្ទុនៅពេលណា?", "គ្រូដាក់ពិន្ទុក្នុងរយៈពេលមួយសប្តាហ៍បន្ទាប់ពីថ្ងៃកំណត់។ លទ្ធផលបង្ហាញនៅលើផ្ទាំងគ្រប់គ្រង និងក្នុងផ្នែកវឌ្ឍនភាព។"],
    ["តើខ្ញុំអាចប្រើវិបផតថលជាភាសាផ្សេងបានទេ?", "បាន។ ជ្រើសរើសភាសានៅក្នុងម៉ឺនុយភាសានៅខាងលើទំព័រ វិបផតថលនឹងចងចាំវា។"],
    [
      "តើនរណាឆ្លើយសំណួររបស់ខ្ញុំ ហើយដោយរបៀបណា?",
      "ក្រុមគាំទ្រអ្នកសិក្សារបស់បណ្ឌិត្យសភាអានរាល់សំណួរ ហើយឆ្លើយតាមអ៊ីមែលទៅអាសយដ្ឋានគណនីរបស់អ្នក ជាធម្មតាក្នុងរយៈពេលពីរថ្ងៃធ្វើការ។",
    ],
  ],
  lo: [
    ["ຂ້ອຍຈະປ່ຽນເສັ້ນທາງການຮຽນໄດ້ແນວໃດ?", "ສົ່ງຄຳຮ້ອງຜ່ານແບບຟອມຂ້າງລຸ່ມ. ສະຖາບັນຈະປ່ຽນເສັ້ນທາງໃຫ້ ເພື່ອໃຫ້ຫ້ອງຮຽນ ແລະ ໂຄງການຂອງທ່ານຍ້າຍຕາມໄປນຳ."],
    ["ຂ້ອຍຈະຈອງເວລາກັບເມັນເຕີໄດ້ແນວໃດ?", "ເປີດ Mentor 1:1, ເລືອກຊ່ວງເວລາທີ່ຫວ່າງ ແລ້ວກົດຈອງ. ທ່ານຍົກເລີກການຈອງຂອງທ່ານໄດ້ໃນໜ້າດຽວກັນ."],
    ["ໂຄງການຂອງຂ້ອຍຈະຖືກໃຫ້ຄະແນນເມື່ອໃດ?", "ອາຈານໃຫ້ຄະແນນພາຍໃນໜຶ່ງອາທິດຫຼັງວັນກຳນົດສົ່ງ. ຜົນຈະສະແດງຢູ່ແຜງຄວບຄຸມ ແລະ ໃນໜ້າຄວາມຄືບໜ້າ."],
    ["ຂ້ອຍໃຊ້ປະຕູຜູ້ຮຽນເປັນພາສາອື່ນໄດ້ບໍ່?", "ໄດ້. ເລືອກພາສາໃນເມນູພາສາຢູ່ເທິງສຸດຂອງໜ້າ; ປະຕູຈະຈື່ພາສາທີ່ທ່ານເລືອກ."],
    ["ໃຜຕອບຄຳຖາມຂອງຂ້ອຍ ແລະ ຕອບແນວໃດ?", "ທີມຊ່ວຍເຫຼືອຜູ້ຮຽນຂອງສະຖາບັນອ່ານທຸກຄຳຖາມ ແລະ ຕອບທາງອີເມວໄປຫາທີ່ຢູ່ບັນຊີຂອງທ່ານ, ປົກກະຕິພາຍໃນສອງວັນລັດຖະການ."],
  ],
  my: [
    [
      "ကျွန်ုပ်၏ သင်ယူမှုလမ်းကြောင်းကို မည်သို့ပြောင်းရမလဲ။",
      "အောက်ပါပုံစံဖြင့် တောင်းဆိုပါ။ သင့်အတန်းများနှင့် ပရောဂျက်များ လိုက်ပါပြောင်းရွှေ့နိုင်ရန် အကယ်ဒမီက လမ်းကြောင်းကို ပြောင်းပေးပါမည်။",
    ],
    ["လမ်းညွှန်သူနှင့် အချိန်ကို မည်သို့ ကြိုတင်စာရင်းသွင်းရမလဲ။", "Mentor 1:1 ကိုဖွင့်ပြီး အားလပ်သောအချိန်ကို ရွေးကာ စာရင်းသွင်းမည်ကို နှိပ်ပါ။ သင့်စာရင်းသွင်းမှုကို ထိုစာမျက်နှာတွင်ပင် ပယ်ဖျက်နိုင်သည်။"],
    ["ကျွန်ုပ်၏ ပရောဂျက်များကို မည်သည့်အချိန်တွင် အမှတ်ပေးမလဲ။", "ဆရာက သတ်မှတ်ရက်ပြီးနောက် တစ်ပတ်အတွင်း အမှတ်ပေးပါသည်။ ရလဒ်ကို ဒက်ရှ်ဘုတ်နှင့် တိုးတက်မှုကဏ္ဍတွင် ပြသည်။"],
    ["ပေါ်တယ်ကို အခြားဘာသာစကားဖြင့် သုံးနိုင်ပါသလား။", "သုံးနိုင်ပါသည်။ စာမျက်နှာထိပ်ရှိ ဘာသာစကားမီနူးတွင် ရွေးပါ၊ ပေါ်တယ်က မှတ်ထားပါမည်။"],
    [
      "ကျွန်ုပ်၏မေးခွန်းများကို မည်သူ မည်သို့ ဖြေမလဲ။",
      "အကယ်ဒမီ၏ သင်ယူသူ ပံ့ပိုးရေးအဖွဲ့က မေးခွန်းတိုင်းကို ဖတ်ပြီး သင့်အကောင့်လိပ်စာသို့ အီးမေးလ်ဖြင့် ပုံမှန်အားဖြင့် အလုပ်ချိန်နှစ်ရက်အတွင်း ဖြေကြားပါသည်။",
    ],
  ],
};

/** @type {import("./index.mjs").Migration} */
export const faqToCollection = {
  id: "008-faq-and-resources-as-collections",
  up: async (request) => {
    const stored = await request(readItems("seed_faq", { fields: ["audience", "language", "question"], limit: -1 }));
    const have = new Set(stored.map((row) => `${row.audience}|${row.language}|${row.question}`));
    const rows = Object.entries(learnerFaq).flatMap(([language, entries]) =>
      entries.map(([question, answer], i) => ({ audience: "learner", language, sort: i + 1, question, answer, published: true })),
    );
    const partners = await request(readItems("seed_partner_faq", { fields: ["question", "answer", "sort"], sort: ["sort"], limit: -1 }));
    for (const row of partners)
      rows.push({
        audience: "partner",
        language: "en",
        sort: row.sort ?? null,
        question: row.question,
        answer: row.answer ?? null,
        published: true,
      });
    const fresh = rows.filter((row) => !have.has(`${row.audience}|${row.language}|${row.question}`));
    if (fresh.length) await request(createItems("seed_faq", fresh));
  },
};
