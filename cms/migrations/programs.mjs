// Migration 002 (issue 50): the landing page's three programmes were words in locales/*/landing.json;
// they become rows of seed_programs, their ids the slugs (so `/register?program=ecommerce` links keep
// working), with the words of all nine languages (ADR 043). Once per install: a programme staff
// delete later stays deleted. A slug that exists already is left as it is.
import { createItem, readItems } from "@directus/sdk";

/** The programmes as the landing page showed them before: English the site language, the rest translations. */
export const landingPrograms = [
  {
    slug: "ecommerce",
    name: "E-commerce",
    summary: "Set up and grow a real shop on marketplaces and social commerce, with a partner's products and targets.",
    duration: "12 weeks, part-time",
    tracks: ["ecommerce"],
    price: null,
    open: true,
    sort: 1,
    translations: {
      vi: {
        name: "Thương mại điện tử",
        summary: "Dựng và phát triển một gian hàng thật trên sàn và mạng xã hội, với sản phẩm và chỉ tiêu của doanh nghiệp đối tác.",
        duration: "12 tuần, bán thời gian",
      },
      id: {
        name: "E-commerce",
        summary: "Bangun dan kembangkan toko nyata di marketplace dan social commerce, dengan produk dan target dari mitra.",
        duration: "12 minggu, paruh waktu",
      },
      ms: {
        name: "E-dagang",
        summary:
          "Bina dan kembangkan kedai sebenar di pasaran dalam talian dan perdagangan sosial, dengan produk dan sasaran rakan kongsi.",
        duration: "12 minggu, separuh masa",
      },
      th: {
        name: "อีคอมเมิร์ซ",
        summary: "สร้างและขยายร้านค้าจริงบนมาร์เก็ตเพลสและโซเชียลคอมเมิร์ซ ด้วยสินค้าและเป้าหมายของพันธมิตร",
        duration: "12 สัปดาห์ เรียนนอกเวลา",
      },
      fil: {
        name: "E-commerce",
        summary: "Magtayo at magpalago ng totoong tindahan sa mga marketplace at social commerce, gamit ang produkto at target ng partner.",
        duration: "12 linggo, part-time",
      },
      km: {
        name: "ពាណិជ្ជកម្មអេឡិចត្រូនិក",
        summary: "បង្កើត និងពង្រីកហាងពិតលើទីផ្សារអនឡាញ និងបណ្តាញសង្គម ជាមួយផលិតផល និងគោលដៅរបស់ដៃគូ។",
        duration: "12 សប្តាហ៍ ក្រៅម៉ោង",
      },
      lo: {
        name: "ອີຄອມເມີຊ",
        summary: "ສ້າງ ແລະ ຂະຫຍາຍຮ້ານຈິງໃນຕະຫຼາດອອນລາຍ ແລະ ສື່ສັງຄົມ ດ້ວຍສິນຄ້າ ແລະ ເປົ້າໝາຍຂອງຄູ່ຮ່ວມງານ.",
        duration: "12 ອາທິດ, ນອກເວລາ",
      },
      my: {
        name: "အီးကောမတ်",
        summary: "မိတ်ဖက်၏ ကုန်ပစ္စည်းနှင့် ပစ်မှတ်များဖြင့် အွန်လိုင်းဈေးကွက်နှင့် လူမှုကွန်ရက်ပေါ်တွင် ဆိုင်အစစ်ကို တည်ဆောက်ချဲ့ထွင်ပါ။",
        duration: "၁၂ ပတ်၊ အချိန်ပိုင်း",
      },
    },
  },
  {
    slug: "digital-marketing",
    name: "Digital Marketing",
    summary: "Work on a partner brand's campaigns across search, social and content, and answer for the results.",
    duration: "12 weeks, part-time",
    tracks: ["digital-marketing"],
    price: null,
    open: true,
    sort: 2,
    translations: {
      vi: {
        name: "Digital Marketing",
        summary: "Làm chiến dịch cho thương hiệu đối tác trên tìm kiếm, mạng xã hội và nội dung, và chịu trách nhiệm về kết quả.",
        duration: "12 tuần, bán thời gian",
      },
      id: {
        name: "Pemasaran Digital",
        summary: "Kerjakan kampanye merek mitra di mesin pencari, media sosial, dan konten, serta bertanggung jawab atas hasilnya.",
        duration: "12 minggu, paruh waktu",
      },
      ms: {
        name: "Pemasaran Digital",
        summary: "Laksanakan kempen jenama rakan kongsi merentasi carian, media sosial dan kandungan, dan bertanggungjawab atas hasilnya.",
        duration: "12 minggu, separuh masa",
      },
      th: {
        name: "การตลาดดิจิทัล",
        summary: "ทำแคมเปญให้แบรนด์พันธมิตรทั้งบนเสิร์ช โซเชียล และคอนเทนต์ และรับผิดชอบผลลัพธ์",
        duration: "12 สัปดาห์ เรียนนอกเวลา",
      },
      fil: {
        name: "Digital Marketing",
        summary: "Gumawa ng kampanya para sa brand ng partner sa search, social at content, at panagutan ang resulta.",
        duration: "12 linggo, part-time",
      },
      km: {
        name: "ទីផ្សារឌីជីថល",
        summary: "ធ្វើយុទ្ធនាការសម្រាប់ម៉ាករបស់ដៃគូ លើម៉ាស៊ីនស្វែងរក បណ្តាញសង្គម និងខ្លឹមសារ ហើយទទួលខុសត្រូវលើលទ្ធផល។",
        duration: "12 សប្តាហ៍ ក្រៅម៉ោង",
      },
      lo: {
        name: "ການຕະຫຼາດດິຈິຕອນ",
        summary: "ເຮັດແຄມເປນໃຫ້ແບຣນຄູ່ຮ່ວມງານ ທັງໃນການຄົ້ນຫາ, ສື່ສັງຄົມ ແລະ ເນື້ອຫາ ແລະ ຮັບຜິດຊອບຕໍ່ຜົນໄດ້ຮັບ.",
        duration: "12 ອາທິດ, ນອກເວລາ",
      },
      my: {
        name: "ဒစ်ဂျစ်တယ် မားကတ်တင်း",
        summary: "မိတ်ဖက်အမှတ်တံဆိပ်အတွက် ရှာဖွေမှု၊ လူမှုကွန်ရက်နှင့် အကြောင်းအရာများတွင် ကမ်ပိန်းများလုပ်ပြီး ရလဒ်အတွက် တာဝန်ယူပါ။",
        duration: "၁၂ ပတ်၊ အချိန်ပိုင်း",
      },
    },
  },
  {
    slug: "martech",
    name: "Martech",
    summary: "Learn the systems behind modern marketing: tracking, automation and dashboards that teams rely on.",
    duration: "12 weeks, part-time",
    tracks: ["martech"],
    price: null,
    open: true,
    sort: 3,
    translations: {
      vi: {
        name: "Martech",
        summary: "Hiểu các hệ thống phía sau marketing hiện đại: đo lường, tự động hóa và dashboard mà đội ngũ dựa vào.",
        duration: "12 tuần, bán thời gian",
      },
      id: {
        name: "Martech",
        summary: "Pelajari sistem di balik pemasaran modern: pelacakan, otomatisasi, dan dasbor yang diandalkan tim.",
        duration: "12 minggu, paruh waktu",
      },
      ms: {
        name: "Martech",
        summary: "Pelajari sistem di sebalik pemasaran moden: penjejakan, automasi dan papan pemuka yang diharapkan pasukan.",
        duration: "12 minggu, separuh masa",
      },
      th: {
        name: "มาร์เทค",
        summary: "เรียนรู้ระบบเบื้องหลังการตลาดยุคใหม่ ทั้งการติดตาม ระบบอัตโนมัติ และแดชบอร์ดที่ทีมใช้งาน",
        duration: "12 สัปดาห์ เรียนนอกเวลา",
      },
      fil: {
        name: "Martech",
        summary: "Alamin ang mga sistema sa likod ng modernong marketing: tracking, automation at mga dashboard na inaasahan ng mga team.",
        duration: "12 linggo, part-time",
      },
      km: {
        name: "Martech",
        summary: "រៀនពីប្រព័ន្ធនៅពីក្រោយទីផ្សារទំនើប៖ ការតាមដាន ស្វ័យប្រវត្តិកម្ម និងផ្ទាំងគ្រប់គ្រងដែលក្រុមការងារពឹងផ្អែក។",
        duration: "12 សប្តាហ៍ ក្រៅម៉ោង",
      },
      lo: {
        name: "Martech",
        summary: "ຮຽນຮູ້ລະບົບເບື້ອງຫຼັງການຕະຫຼາດສະໄໝໃໝ່: ການຕິດຕາມ, ລະບົບອັດຕະໂນມັດ ແລະ ແດັສບອດທີ່ທີມອີງໃສ່.",
        duration: "12 ອາທິດ, ນອກເວລາ",
      },
      my: {
        name: "Martech",
        summary: "ခေတ်မီ မားကတ်တင်း၏ နောက်ကွယ်ရှိ စနစ်များဖြစ်သော ခြေရာခံခြင်း၊ အလိုအလျောက်စနစ်နှင့် အဖွဲ့များ အားကိုးသော ဒက်ရှ်ဘုတ်များကို လေ့လာပါ။",
        duration: "၁၂ ပတ်၊ အချိန်ပိုင်း",
      },
    },
  },
];

/** @type {import("./index.mjs").Migration} */
export const programsFromLanding = {
  id: "002-programs-from-the-landing-page",
  up: async (request) => {
    for (const program of landingPrograms) {
      const [existing] = await request(readItems("seed_programs", { fields: ["id"], filter: { slug: { _eq: program.slug } }, limit: 1 }));
      if (!existing) await request(createItem("seed_programs", program));
    }
  },
};
