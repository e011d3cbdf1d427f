; ModuleID = 'float_special.c'
source_filename = "float_special.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"inf=%f ninf=%f %e %g %10.3f|%-8g|\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"class: %s %s %s %s %s %s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"nan,nan\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c"nan,1\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [8 x i8] c"inf,inf\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [9 x i8] c"inf,ninf\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [5 x i8] c"0,-0\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"1,inf\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [68 x i8] c"inf-inf is %s, inf*0 is %s, inf+1 is %s, 1/inf is %s, -1/inf is %s\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [26 x i8] c"nan+1 is %s, nan*0 is %s\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [13 x i8] c"m1 %s m2 %s\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [22 x i8] c"nz=%f %g %e, 1/nz=%f\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [27 x i8] c"0*-1=%f  -0+0=%f  -0-0=%f\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [38 x i8] c"DBL_MAX=%e DBL_MIN=%e DBL_EPSILON=%e\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [38 x i8] c"FLT_MAX=%e FLT_MIN=%e FLT_EPSILON=%e\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [48 x i8] c"DBL_MANT_DIG=%d FLT_MANT_DIG=%d DBL_MAX_EXP=%d\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [17 x i8] c"DBL_MAX*2 is %s\0A\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [22 x i8] c"FLT_MAX*2 is %s (%f)\0A\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [12 x i8] c"tiny=%e %s\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [35 x i8] c"halvings to zero from DBL_MIN: %d\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [49 x i8] c"computed epsilon %e after %d halvings, equal=%d\0A\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [27 x i8] c"float epsilon %e equal=%d\0A\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [31 x i8] c"nans=%d infs=%d finite sum=%f\0A\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [5 x i8] c"%g%c\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1, !dbg !103
@.str.26 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1, !dbg !105
@.str.27 = private unnamed_addr constant [6 x i8] c"+zero\00", align 1, !dbg !107
@.str.28 = private unnamed_addr constant [6 x i8] c"-zero\00", align 1, !dbg !109
@.str.29 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1, !dbg !111
@.str.30 = private unnamed_addr constant [7 x i8] c"normal\00", align 1, !dbg !116
@.str.31 = private unnamed_addr constant [41 x i8] c"%-10s == %d != %d < %d <= %d > %d >= %d\0A\00", align 1, !dbg !121

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !138 {
  %1 = alloca double, align 8, !DIAssignID !187
    #dbg_assign(i1 undef, !143, !DIExpression(), !187, ptr %1, !DIExpression(), !188)
  %2 = alloca double, align 8, !DIAssignID !189
    #dbg_assign(i1 undef, !145, !DIExpression(), !189, ptr %2, !DIExpression(), !188)
  %3 = alloca float, align 4, !DIAssignID !190
    #dbg_assign(i1 undef, !156, !DIExpression(), !190, ptr %3, !DIExpression(), !188)
  %4 = alloca float, align 4, !DIAssignID !191
    #dbg_assign(i1 undef, !166, !DIExpression(), !191, ptr %4, !DIExpression(), !188)
  %5 = alloca [8 x double], align 16, !DIAssignID !192
    #dbg_assign(i1 undef, !167, !DIExpression(), !192, ptr %5, !DIExpression(), !188)
  %6 = alloca [6 x double], align 16, !DIAssignID !193
    #dbg_assign(i1 undef, !174, !DIExpression(), !193, ptr %6, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !194
  store volatile double 0.000000e+00, ptr %1, align 8, !dbg !195, !tbaa !196, !DIAssignID !200
    #dbg_assign(double 0.000000e+00, !143, !DIExpression(), !200, ptr %1, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !194
  store volatile double 1.000000e+00, ptr %2, align 8, !dbg !201, !tbaa !196, !DIAssignID !202
    #dbg_assign(double 1.000000e+00, !145, !DIExpression(), !202, ptr %2, !DIExpression(), !188)
  %7 = load volatile double, ptr %2, align 8, !dbg !203, !tbaa !196
  %8 = load volatile double, ptr %1, align 8, !dbg !204, !tbaa !196
  %9 = fdiv double %7, %8, !dbg !205
    #dbg_value(double %9, !146, !DIExpression(), !188)
  %10 = load volatile double, ptr %2, align 8, !dbg !206, !tbaa !196
  %11 = fneg double %10, !dbg !207
  %12 = load volatile double, ptr %1, align 8, !dbg !208, !tbaa !196
  %13 = fdiv double %11, %12, !dbg !209
    #dbg_value(double %13, !147, !DIExpression(), !188)
  %14 = load volatile double, ptr %1, align 8, !dbg !210, !tbaa !196
  %15 = load volatile double, ptr %1, align 8, !dbg !211, !tbaa !196
  %16 = fdiv double %14, %15, !dbg !212
    #dbg_value(double %16, !148, !DIExpression(), !188)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %9, double noundef %13, double noundef %9, double noundef %13, double noundef %9, double noundef %9), !dbg !213
    #dbg_value(double %9, !214, !DIExpression(), !221)
    #dbg_value(double %9, !223, !DIExpression(), !228)
  %18 = fcmp ord double %9, 0.000000e+00, !dbg !231
  br i1 %18, label %19, label %35, !dbg !232

19:                                               ; preds = %0
    #dbg_value(double %9, !233, !DIExpression(), !236)
    #dbg_value(double %9, !223, !DIExpression(), !239)
  %20 = fsub double %9, %9, !dbg !241
  %21 = fcmp ord double %20, 0.000000e+00, !dbg !241
  br i1 %21, label %25, label %22, !dbg !242

22:                                               ; preds = %19
  %23 = fcmp ogt double %9, 0.000000e+00, !dbg !243
  %24 = select i1 %23, ptr @.str.25, ptr @.str.26, !dbg !244
  br label %35, !dbg !245

25:                                               ; preds = %19
  %26 = fcmp oeq double %9, 0.000000e+00, !dbg !246
  br i1 %26, label %27, label %31, !dbg !248

27:                                               ; preds = %25
  %28 = fdiv double 1.000000e+00, %9, !dbg !249
  %29 = fcmp ogt double %28, 0.000000e+00, !dbg !250
  %30 = select i1 %29, ptr @.str.27, ptr @.str.28, !dbg !251
  br label %35, !dbg !252

31:                                               ; preds = %25
  %32 = tail call double @llvm.fabs.f64(double %9), !dbg !253
  %33 = fcmp olt double %32, 0x10000000000000, !dbg !253
  %34 = select i1 %33, ptr @.str.29, ptr @.str.30, !dbg !221
  br label %35, !dbg !221

35:                                               ; preds = %0, %22, %27, %31
  %36 = phi ptr [ %24, %22 ], [ %30, %27 ], [ @.str.24, %0 ], [ %34, %31 ], !dbg !221
    #dbg_value(double %13, !214, !DIExpression(), !255)
    #dbg_value(double %13, !223, !DIExpression(), !257)
  %37 = fcmp ord double %13, 0.000000e+00, !dbg !259
  br i1 %37, label %38, label %54, !dbg !260

38:                                               ; preds = %35
    #dbg_value(double %13, !233, !DIExpression(), !261)
    #dbg_value(double %13, !223, !DIExpression(), !263)
  %39 = fsub double %13, %13, !dbg !265
  %40 = fcmp ord double %39, 0.000000e+00, !dbg !265
  br i1 %40, label %44, label %41, !dbg !266

41:                                               ; preds = %38
  %42 = fcmp ogt double %13, 0.000000e+00, !dbg !267
  %43 = select i1 %42, ptr @.str.25, ptr @.str.26, !dbg !268
  br label %54, !dbg !269

44:                                               ; preds = %38
  %45 = fcmp oeq double %13, 0.000000e+00, !dbg !270
  br i1 %45, label %46, label %50, !dbg !271

46:                                               ; preds = %44
  %47 = fdiv double 1.000000e+00, %13, !dbg !272
  %48 = fcmp ogt double %47, 0.000000e+00, !dbg !273
  %49 = select i1 %48, ptr @.str.27, ptr @.str.28, !dbg !274
  br label %54, !dbg !275

50:                                               ; preds = %44
  %51 = tail call double @llvm.fabs.f64(double %13), !dbg !276
  %52 = fcmp olt double %51, 0x10000000000000, !dbg !276
  %53 = select i1 %52, ptr @.str.29, ptr @.str.30, !dbg !255
  br label %54, !dbg !255

54:                                               ; preds = %35, %41, %46, %50
  %55 = phi ptr [ %43, %41 ], [ %49, %46 ], [ @.str.24, %35 ], [ %53, %50 ], !dbg !255
    #dbg_value(double %16, !214, !DIExpression(), !277)
    #dbg_value(double %16, !223, !DIExpression(), !279)
  %56 = fcmp ord double %16, 0.000000e+00, !dbg !281
  br i1 %56, label %57, label %73, !dbg !282

57:                                               ; preds = %54
    #dbg_value(double %16, !233, !DIExpression(), !283)
    #dbg_value(double %16, !223, !DIExpression(), !285)
  %58 = fsub double %16, %16, !dbg !287
  %59 = fcmp ord double %58, 0.000000e+00, !dbg !287
  br i1 %59, label %63, label %60, !dbg !288

60:                                               ; preds = %57
  %61 = fcmp ogt double %16, 0.000000e+00, !dbg !289
  %62 = select i1 %61, ptr @.str.25, ptr @.str.26, !dbg !290
  br label %73, !dbg !291

63:                                               ; preds = %57
  %64 = fcmp oeq double %16, 0.000000e+00, !dbg !292
  br i1 %64, label %65, label %69, !dbg !293

65:                                               ; preds = %63
  %66 = fdiv double 1.000000e+00, %16, !dbg !294
  %67 = fcmp ogt double %66, 0.000000e+00, !dbg !295
  %68 = select i1 %67, ptr @.str.27, ptr @.str.28, !dbg !296
  br label %73, !dbg !297

69:                                               ; preds = %63
  %70 = tail call double @llvm.fabs.f64(double %16), !dbg !298
  %71 = fcmp olt double %70, 0x10000000000000, !dbg !298
  %72 = select i1 %71, ptr @.str.29, ptr @.str.30, !dbg !277
  br label %73, !dbg !277

73:                                               ; preds = %54, %60, %65, %69
  %74 = phi ptr [ %62, %60 ], [ %68, %65 ], [ @.str.24, %54 ], [ %72, %69 ], !dbg !277
  %75 = load volatile double, ptr %1, align 8, !dbg !299, !tbaa !196
    #dbg_value(double %75, !214, !DIExpression(), !300)
    #dbg_value(double %75, !223, !DIExpression(), !302)
  %76 = fcmp ord double %75, 0.000000e+00, !dbg !304
  br i1 %76, label %77, label %93, !dbg !305

77:                                               ; preds = %73
    #dbg_value(double %75, !233, !DIExpression(), !306)
    #dbg_value(double %75, !223, !DIExpression(), !308)
  %78 = fsub double %75, %75, !dbg !310
  %79 = fcmp ord double %78, 0.000000e+00, !dbg !310
  br i1 %79, label %83, label %80, !dbg !311

80:                                               ; preds = %77
  %81 = fcmp ogt double %75, 0.000000e+00, !dbg !312
  %82 = select i1 %81, ptr @.str.25, ptr @.str.26, !dbg !313
  br label %93, !dbg !314

83:                                               ; preds = %77
  %84 = fcmp oeq double %75, 0.000000e+00, !dbg !315
  br i1 %84, label %85, label %89, !dbg !316

85:                                               ; preds = %83
  %86 = fdiv double 1.000000e+00, %75, !dbg !317
  %87 = fcmp ogt double %86, 0.000000e+00, !dbg !318
  %88 = select i1 %87, ptr @.str.27, ptr @.str.28, !dbg !319
  br label %93, !dbg !320

89:                                               ; preds = %83
  %90 = tail call double @llvm.fabs.f64(double %75), !dbg !321
  %91 = fcmp olt double %90, 0x10000000000000, !dbg !321
  %92 = select i1 %91, ptr @.str.29, ptr @.str.30, !dbg !300
  br label %93, !dbg !300

93:                                               ; preds = %73, %80, %85, %89
  %94 = phi ptr [ %82, %80 ], [ %88, %85 ], [ @.str.24, %73 ], [ %92, %89 ], !dbg !300
  %95 = load volatile double, ptr %1, align 8, !dbg !322, !tbaa !196
    #dbg_value(double poison, !214, !DIExpression(), !323)
    #dbg_value(double poison, !223, !DIExpression(), !325)
  %96 = fcmp ord double %95, 0.000000e+00, !dbg !327
  br i1 %96, label %97, label %113, !dbg !328

97:                                               ; preds = %93
    #dbg_value(double poison, !233, !DIExpression(), !329)
    #dbg_value(double poison, !223, !DIExpression(), !331)
  %98 = fsub double %95, %95, !dbg !333
  %99 = fcmp ord double %98, 0.000000e+00, !dbg !333
  br i1 %99, label %103, label %100, !dbg !334

100:                                              ; preds = %97
  %101 = fcmp olt double %95, 0.000000e+00, !dbg !335
  %102 = select i1 %101, ptr @.str.25, ptr @.str.26, !dbg !336
  br label %113, !dbg !337

103:                                              ; preds = %97
  %104 = fcmp oeq double %95, 0.000000e+00, !dbg !338
  br i1 %104, label %105, label %109, !dbg !339

105:                                              ; preds = %103
  %106 = fdiv double -1.000000e+00, %95, !dbg !340
  %107 = fcmp ogt double %106, 0.000000e+00, !dbg !341
  %108 = select i1 %107, ptr @.str.27, ptr @.str.28, !dbg !342
  br label %113, !dbg !343

109:                                              ; preds = %103
  %110 = tail call double @llvm.fabs.f64(double %95), !dbg !344
  %111 = fcmp olt double %110, 0x10000000000000, !dbg !344
  %112 = select i1 %111, ptr @.str.29, ptr @.str.30, !dbg !323
  br label %113, !dbg !323

113:                                              ; preds = %93, %100, %105, %109
  %114 = phi ptr [ %102, %100 ], [ %108, %105 ], [ @.str.24, %93 ], [ %112, %109 ], !dbg !323
  %115 = load volatile double, ptr %2, align 8, !dbg !345, !tbaa !196
    #dbg_value(double %115, !214, !DIExpression(), !346)
    #dbg_value(double %115, !223, !DIExpression(), !348)
  %116 = fcmp ord double %115, 0.000000e+00, !dbg !350
  br i1 %116, label %117, label %133, !dbg !351

117:                                              ; preds = %113
    #dbg_value(double %115, !233, !DIExpression(), !352)
    #dbg_value(double %115, !223, !DIExpression(), !354)
  %118 = fsub double %115, %115, !dbg !356
  %119 = fcmp ord double %118, 0.000000e+00, !dbg !356
  br i1 %119, label %123, label %120, !dbg !357

120:                                              ; preds = %117
  %121 = fcmp ogt double %115, 0.000000e+00, !dbg !358
  %122 = select i1 %121, ptr @.str.25, ptr @.str.26, !dbg !359
  br label %133, !dbg !360

123:                                              ; preds = %117
  %124 = fcmp oeq double %115, 0.000000e+00, !dbg !361
  br i1 %124, label %125, label %129, !dbg !362

125:                                              ; preds = %123
  %126 = fdiv double 1.000000e+00, %115, !dbg !363
  %127 = fcmp ogt double %126, 0.000000e+00, !dbg !364
  %128 = select i1 %127, ptr @.str.27, ptr @.str.28, !dbg !365
  br label %133, !dbg !366

129:                                              ; preds = %123
  %130 = tail call double @llvm.fabs.f64(double %115), !dbg !367
  %131 = fcmp olt double %130, 0x10000000000000, !dbg !367
  %132 = select i1 %131, ptr @.str.29, ptr @.str.30, !dbg !346
  br label %133, !dbg !346

133:                                              ; preds = %113, %120, %125, %129
  %134 = phi ptr [ %122, %120 ], [ %128, %125 ], [ @.str.24, %113 ], [ %132, %129 ], !dbg !346
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %36, ptr noundef nonnull %55, ptr noundef nonnull %74, ptr noundef nonnull %94, ptr noundef nonnull %114, ptr noundef nonnull %134), !dbg !368
    #dbg_value(ptr @.str.2, !369, !DIExpression(), !376)
    #dbg_value(double %16, !374, !DIExpression(), !376)
    #dbg_value(double %16, !375, !DIExpression(), !376)
  %136 = fcmp ord double %16, 0.000000e+00, !dbg !378
  %137 = zext i1 %136 to i32, !dbg !378
  %138 = fcmp uno double %16, 0.000000e+00, !dbg !379
  %139 = zext i1 %138 to i32, !dbg !379
  %140 = fcmp ord double %16, 0.000000e+00, !dbg !380
  %141 = zext i1 %140 to i32, !dbg !380
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.2, i32 noundef %137, i32 noundef %139, i32 noundef 0, i32 noundef %141, i32 noundef 0, i32 noundef %141), !dbg !381
  %143 = load volatile double, ptr %2, align 8, !dbg !382, !tbaa !196
    #dbg_value(ptr @.str.3, !369, !DIExpression(), !383)
    #dbg_value(double %16, !374, !DIExpression(), !383)
    #dbg_value(double %143, !375, !DIExpression(), !383)
  %144 = fcmp oeq double %16, %143, !dbg !385
  %145 = zext i1 %144 to i32, !dbg !385
  %146 = fcmp une double %16, %143, !dbg !386
  %147 = zext i1 %146 to i32, !dbg !386
  %148 = fcmp olt double %16, %143, !dbg !387
  %149 = zext i1 %148 to i32, !dbg !387
  %150 = fcmp ole double %16, %143, !dbg !388
  %151 = zext i1 %150 to i32, !dbg !388
  %152 = fcmp ogt double %16, %143, !dbg !389
  %153 = zext i1 %152 to i32, !dbg !389
  %154 = fcmp oge double %16, %143, !dbg !390
  %155 = zext i1 %154 to i32, !dbg !390
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.3, i32 noundef %145, i32 noundef %147, i32 noundef %149, i32 noundef %151, i32 noundef %153, i32 noundef %155), !dbg !391
    #dbg_value(ptr @.str.4, !369, !DIExpression(), !392)
    #dbg_value(double %9, !374, !DIExpression(), !392)
    #dbg_value(double %9, !375, !DIExpression(), !392)
  %157 = fcmp ord double %9, 0.000000e+00, !dbg !394
  %158 = zext i1 %157 to i32, !dbg !394
  %159 = fcmp uno double %9, 0.000000e+00, !dbg !395
  %160 = zext i1 %159 to i32, !dbg !395
  %161 = fcmp ord double %9, 0.000000e+00, !dbg !396
  %162 = zext i1 %161 to i32, !dbg !396
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.4, i32 noundef %158, i32 noundef %160, i32 noundef 0, i32 noundef %162, i32 noundef 0, i32 noundef %162), !dbg !397
    #dbg_value(ptr @.str.5, !369, !DIExpression(), !398)
    #dbg_value(double %9, !374, !DIExpression(), !398)
    #dbg_value(double %13, !375, !DIExpression(), !398)
  %164 = fcmp oeq double %9, %13, !dbg !400
  %165 = zext i1 %164 to i32, !dbg !400
  %166 = fcmp une double %9, %13, !dbg !401
  %167 = zext i1 %166 to i32, !dbg !401
  %168 = fcmp olt double %9, %13, !dbg !402
  %169 = zext i1 %168 to i32, !dbg !402
  %170 = fcmp ole double %9, %13, !dbg !403
  %171 = zext i1 %170 to i32, !dbg !403
  %172 = fcmp ogt double %9, %13, !dbg !404
  %173 = zext i1 %172 to i32, !dbg !404
  %174 = fcmp oge double %9, %13, !dbg !405
  %175 = zext i1 %174 to i32, !dbg !405
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.5, i32 noundef %165, i32 noundef %167, i32 noundef %169, i32 noundef %171, i32 noundef %173, i32 noundef %175), !dbg !406
  %177 = load volatile double, ptr %1, align 8, !dbg !407, !tbaa !196
  %178 = load volatile double, ptr %1, align 8, !dbg !408, !tbaa !196
  %179 = fneg double %178, !dbg !409
    #dbg_value(ptr @.str.6, !369, !DIExpression(), !410)
    #dbg_value(double %177, !374, !DIExpression(), !410)
    #dbg_value(double %179, !375, !DIExpression(), !410)
  %180 = fcmp oeq double %177, %179, !dbg !412
  %181 = zext i1 %180 to i32, !dbg !412
  %182 = fcmp une double %177, %179, !dbg !413
  %183 = zext i1 %182 to i32, !dbg !413
  %184 = fcmp olt double %177, %179, !dbg !414
  %185 = zext i1 %184 to i32, !dbg !414
  %186 = fcmp ole double %177, %179, !dbg !415
  %187 = zext i1 %186 to i32, !dbg !415
  %188 = fcmp ogt double %177, %179, !dbg !416
  %189 = zext i1 %188 to i32, !dbg !416
  %190 = fcmp oge double %177, %179, !dbg !417
  %191 = zext i1 %190 to i32, !dbg !417
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.6, i32 noundef %181, i32 noundef %183, i32 noundef %185, i32 noundef %187, i32 noundef %189, i32 noundef %191), !dbg !418
  %193 = load volatile double, ptr %2, align 8, !dbg !419, !tbaa !196
    #dbg_value(ptr @.str.7, !369, !DIExpression(), !420)
    #dbg_value(double %193, !374, !DIExpression(), !420)
    #dbg_value(double %9, !375, !DIExpression(), !420)
  %194 = fcmp oeq double %193, %9, !dbg !422
  %195 = zext i1 %194 to i32, !dbg !422
  %196 = fcmp une double %193, %9, !dbg !423
  %197 = zext i1 %196 to i32, !dbg !423
  %198 = fcmp olt double %193, %9, !dbg !424
  %199 = zext i1 %198 to i32, !dbg !424
  %200 = fcmp ole double %193, %9, !dbg !425
  %201 = zext i1 %200 to i32, !dbg !425
  %202 = fcmp ogt double %193, %9, !dbg !426
  %203 = zext i1 %202 to i32, !dbg !426
  %204 = fcmp oge double %193, %9, !dbg !427
  %205 = zext i1 %204 to i32, !dbg !427
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull @.str.7, i32 noundef %195, i32 noundef %197, i32 noundef %199, i32 noundef %201, i32 noundef %203, i32 noundef %205), !dbg !428
  %207 = fsub double %9, %9, !dbg !429
    #dbg_value(double %207, !214, !DIExpression(), !430)
    #dbg_value(double %207, !223, !DIExpression(), !432)
  %208 = fcmp ord double %207, 0.000000e+00, !dbg !434
  br i1 %208, label %209, label %225, !dbg !435

209:                                              ; preds = %133
    #dbg_value(double %207, !233, !DIExpression(), !436)
    #dbg_value(double %207, !223, !DIExpression(), !438)
  %210 = fsub double %207, %207, !dbg !440
  %211 = fcmp ord double %210, 0.000000e+00, !dbg !440
  br i1 %211, label %215, label %212, !dbg !441

212:                                              ; preds = %209
  %213 = fcmp ogt double %207, 0.000000e+00, !dbg !442
  %214 = select i1 %213, ptr @.str.25, ptr @.str.26, !dbg !443
  br label %225, !dbg !444

215:                                              ; preds = %209
  %216 = fcmp oeq double %207, 0.000000e+00, !dbg !445
  br i1 %216, label %217, label %221, !dbg !446

217:                                              ; preds = %215
  %218 = fdiv double 1.000000e+00, %207, !dbg !447
  %219 = fcmp ogt double %218, 0.000000e+00, !dbg !448
  %220 = select i1 %219, ptr @.str.27, ptr @.str.28, !dbg !449
  br label %225, !dbg !450

221:                                              ; preds = %215
  %222 = tail call double @llvm.fabs.f64(double %207), !dbg !451
  %223 = fcmp olt double %222, 0x10000000000000, !dbg !451
  %224 = select i1 %223, ptr @.str.29, ptr @.str.30, !dbg !430
  br label %225, !dbg !430

225:                                              ; preds = %133, %212, %217, %221
  %226 = phi ptr [ %214, %212 ], [ %220, %217 ], [ @.str.24, %133 ], [ %224, %221 ], !dbg !430
  %227 = load volatile double, ptr %1, align 8, !dbg !452, !tbaa !196
  %228 = fmul double %9, %227, !dbg !453
    #dbg_value(double %228, !214, !DIExpression(), !454)
    #dbg_value(double %228, !223, !DIExpression(), !456)
  %229 = fcmp ord double %228, 0.000000e+00, !dbg !458
  br i1 %229, label %230, label %246, !dbg !459

230:                                              ; preds = %225
    #dbg_value(double %228, !233, !DIExpression(), !460)
    #dbg_value(double %228, !223, !DIExpression(), !462)
  %231 = fsub double %228, %228, !dbg !464
  %232 = fcmp ord double %231, 0.000000e+00, !dbg !464
  br i1 %232, label %236, label %233, !dbg !465

233:                                              ; preds = %230
  %234 = fcmp ogt double %228, 0.000000e+00, !dbg !466
  %235 = select i1 %234, ptr @.str.25, ptr @.str.26, !dbg !467
  br label %246, !dbg !468

236:                                              ; preds = %230
  %237 = fcmp oeq double %228, 0.000000e+00, !dbg !469
  br i1 %237, label %238, label %242, !dbg !470

238:                                              ; preds = %236
  %239 = fdiv double 1.000000e+00, %228, !dbg !471
  %240 = fcmp ogt double %239, 0.000000e+00, !dbg !472
  %241 = select i1 %240, ptr @.str.27, ptr @.str.28, !dbg !473
  br label %246, !dbg !474

242:                                              ; preds = %236
  %243 = tail call double @llvm.fabs.f64(double %228), !dbg !475
  %244 = fcmp olt double %243, 0x10000000000000, !dbg !475
  %245 = select i1 %244, ptr @.str.29, ptr @.str.30, !dbg !454
  br label %246, !dbg !454

246:                                              ; preds = %225, %233, %238, %242
  %247 = phi ptr [ %235, %233 ], [ %241, %238 ], [ @.str.24, %225 ], [ %245, %242 ], !dbg !454
  %248 = fadd double %9, 1.000000e+00, !dbg !476
    #dbg_value(double %248, !214, !DIExpression(), !477)
    #dbg_value(double %248, !223, !DIExpression(), !479)
  %249 = fcmp ord double %248, 0.000000e+00, !dbg !481
  br i1 %249, label %250, label %266, !dbg !482

250:                                              ; preds = %246
    #dbg_value(double %248, !233, !DIExpression(), !483)
    #dbg_value(double %248, !223, !DIExpression(), !485)
  %251 = fsub double %248, %248, !dbg !487
  %252 = fcmp ord double %251, 0.000000e+00, !dbg !487
  br i1 %252, label %256, label %253, !dbg !488

253:                                              ; preds = %250
  %254 = fcmp ogt double %248, 0.000000e+00, !dbg !489
  %255 = select i1 %254, ptr @.str.25, ptr @.str.26, !dbg !490
  br label %266, !dbg !491

256:                                              ; preds = %250
  %257 = fcmp oeq double %248, 0.000000e+00, !dbg !492
  br i1 %257, label %258, label %262, !dbg !493

258:                                              ; preds = %256
  %259 = fdiv double 1.000000e+00, %248, !dbg !494
  %260 = fcmp ogt double %259, 0.000000e+00, !dbg !495
  %261 = select i1 %260, ptr @.str.27, ptr @.str.28, !dbg !496
  br label %266, !dbg !497

262:                                              ; preds = %256
  %263 = tail call double @llvm.fabs.f64(double %248), !dbg !498
  %264 = fcmp olt double %263, 0x10000000000000, !dbg !498
  %265 = select i1 %264, ptr @.str.29, ptr @.str.30, !dbg !477
  br label %266, !dbg !477

266:                                              ; preds = %246, %253, %258, %262
  %267 = phi ptr [ %255, %253 ], [ %261, %258 ], [ @.str.24, %246 ], [ %265, %262 ], !dbg !477
  %268 = fdiv double 1.000000e+00, %9, !dbg !499
    #dbg_value(double %268, !214, !DIExpression(), !500)
    #dbg_value(double %268, !223, !DIExpression(), !502)
  %269 = fcmp ord double %268, 0.000000e+00, !dbg !504
  br i1 %269, label %270, label %286, !dbg !505

270:                                              ; preds = %266
    #dbg_value(double %268, !233, !DIExpression(), !506)
    #dbg_value(double %268, !223, !DIExpression(), !508)
  %271 = fsub double %268, %268, !dbg !510
  %272 = fcmp ord double %271, 0.000000e+00, !dbg !510
  br i1 %272, label %276, label %273, !dbg !511

273:                                              ; preds = %270
  %274 = fcmp ogt double %268, 0.000000e+00, !dbg !512
  %275 = select i1 %274, ptr @.str.25, ptr @.str.26, !dbg !513
  br label %286, !dbg !514

276:                                              ; preds = %270
  %277 = fcmp oeq double %268, 0.000000e+00, !dbg !515
  br i1 %277, label %278, label %282, !dbg !516

278:                                              ; preds = %276
  %279 = fdiv double 1.000000e+00, %268, !dbg !517
  %280 = fcmp ogt double %279, 0.000000e+00, !dbg !518
  %281 = select i1 %280, ptr @.str.27, ptr @.str.28, !dbg !519
  br label %286, !dbg !520

282:                                              ; preds = %276
  %283 = tail call double @llvm.fabs.f64(double %268), !dbg !521
  %284 = fcmp olt double %283, 0x10000000000000, !dbg !521
  %285 = select i1 %284, ptr @.str.29, ptr @.str.30, !dbg !500
  br label %286, !dbg !500

286:                                              ; preds = %266, %273, %278, %282
  %287 = phi ptr [ %275, %273 ], [ %281, %278 ], [ @.str.24, %266 ], [ %285, %282 ], !dbg !500
  %288 = fdiv double -1.000000e+00, %9, !dbg !522
    #dbg_value(double %288, !214, !DIExpression(), !523)
    #dbg_value(double %288, !223, !DIExpression(), !525)
  %289 = fcmp ord double %288, 0.000000e+00, !dbg !527
  br i1 %289, label %290, label %306, !dbg !528

290:                                              ; preds = %286
    #dbg_value(double %288, !233, !DIExpression(), !529)
    #dbg_value(double %288, !223, !DIExpression(), !531)
  %291 = fsub double %288, %288, !dbg !533
  %292 = fcmp ord double %291, 0.000000e+00, !dbg !533
  br i1 %292, label %296, label %293, !dbg !534

293:                                              ; preds = %290
  %294 = fcmp ogt double %288, 0.000000e+00, !dbg !535
  %295 = select i1 %294, ptr @.str.25, ptr @.str.26, !dbg !536
  br label %306, !dbg !537

296:                                              ; preds = %290
  %297 = fcmp oeq double %288, 0.000000e+00, !dbg !538
  br i1 %297, label %298, label %302, !dbg !539

298:                                              ; preds = %296
  %299 = fdiv double 1.000000e+00, %288, !dbg !540
  %300 = fcmp ogt double %299, 0.000000e+00, !dbg !541
  %301 = select i1 %300, ptr @.str.27, ptr @.str.28, !dbg !542
  br label %306, !dbg !543

302:                                              ; preds = %296
  %303 = tail call double @llvm.fabs.f64(double %288), !dbg !544
  %304 = fcmp olt double %303, 0x10000000000000, !dbg !544
  %305 = select i1 %304, ptr @.str.29, ptr @.str.30, !dbg !523
  br label %306, !dbg !523

306:                                              ; preds = %286, %293, %298, %302
  %307 = phi ptr [ %295, %293 ], [ %301, %298 ], [ @.str.24, %286 ], [ %305, %302 ], !dbg !523
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %226, ptr noundef nonnull %247, ptr noundef nonnull %267, ptr noundef nonnull %287, ptr noundef nonnull %307), !dbg !545
  %309 = fadd double %16, 1.000000e+00, !dbg !546
    #dbg_value(double %309, !214, !DIExpression(), !547)
    #dbg_value(double %309, !223, !DIExpression(), !549)
  %310 = fcmp ord double %309, 0.000000e+00, !dbg !551
  br i1 %310, label %311, label %327, !dbg !552

311:                                              ; preds = %306
    #dbg_value(double %309, !233, !DIExpression(), !553)
    #dbg_value(double %309, !223, !DIExpression(), !555)
  %312 = fsub double %309, %309, !dbg !557
  %313 = fcmp ord double %312, 0.000000e+00, !dbg !557
  br i1 %313, label %317, label %314, !dbg !558

314:                                              ; preds = %311
  %315 = fcmp ogt double %309, 0.000000e+00, !dbg !559
  %316 = select i1 %315, ptr @.str.25, ptr @.str.26, !dbg !560
  br label %327, !dbg !561

317:                                              ; preds = %311
  %318 = fcmp oeq double %309, 0.000000e+00, !dbg !562
  br i1 %318, label %319, label %323, !dbg !563

319:                                              ; preds = %317
  %320 = fdiv double 1.000000e+00, %309, !dbg !564
  %321 = fcmp ogt double %320, 0.000000e+00, !dbg !565
  %322 = select i1 %321, ptr @.str.27, ptr @.str.28, !dbg !566
  br label %327, !dbg !567

323:                                              ; preds = %317
  %324 = tail call double @llvm.fabs.f64(double %309), !dbg !568
  %325 = fcmp olt double %324, 0x10000000000000, !dbg !568
  %326 = select i1 %325, ptr @.str.29, ptr @.str.30, !dbg !547
  br label %327, !dbg !547

327:                                              ; preds = %306, %314, %319, %323
  %328 = phi ptr [ %316, %314 ], [ %322, %319 ], [ @.str.24, %306 ], [ %326, %323 ], !dbg !547
  %329 = fmul double %16, 0.000000e+00, !dbg !569
    #dbg_value(double %329, !214, !DIExpression(), !570)
    #dbg_value(double %329, !223, !DIExpression(), !572)
  %330 = fcmp ord double %329, 0.000000e+00, !dbg !574
  br i1 %330, label %331, label %347, !dbg !575

331:                                              ; preds = %327
    #dbg_value(double %329, !233, !DIExpression(), !576)
    #dbg_value(double %329, !223, !DIExpression(), !578)
  %332 = fsub double %329, %329, !dbg !580
  %333 = fcmp ord double %332, 0.000000e+00, !dbg !580
  br i1 %333, label %337, label %334, !dbg !581

334:                                              ; preds = %331
  %335 = fcmp ogt double %329, 0.000000e+00, !dbg !582
  %336 = select i1 %335, ptr @.str.25, ptr @.str.26, !dbg !583
  br label %347, !dbg !584

337:                                              ; preds = %331
  %338 = fcmp oeq double %329, 0.000000e+00, !dbg !585
  br i1 %338, label %339, label %343, !dbg !586

339:                                              ; preds = %337
  %340 = fdiv double 1.000000e+00, %329, !dbg !587
  %341 = fcmp ogt double %340, 0.000000e+00, !dbg !588
  %342 = select i1 %341, ptr @.str.27, ptr @.str.28, !dbg !589
  br label %347, !dbg !590

343:                                              ; preds = %337
  %344 = tail call double @llvm.fabs.f64(double %329), !dbg !591
  %345 = fcmp olt double %344, 0x10000000000000, !dbg !591
  %346 = select i1 %345, ptr @.str.29, ptr @.str.30, !dbg !570
  br label %347, !dbg !570

347:                                              ; preds = %327, %334, %339, %343
  %348 = phi ptr [ %336, %334 ], [ %342, %339 ], [ @.str.24, %327 ], [ %346, %343 ], !dbg !570
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %328, ptr noundef nonnull %348), !dbg !592
  %350 = load volatile double, ptr %2, align 8, !dbg !593, !tbaa !196
  %351 = fcmp olt double %16, %350, !dbg !594
  br i1 %351, label %354, label %352, !dbg !595

352:                                              ; preds = %347
  %353 = load volatile double, ptr %2, align 8, !dbg !596, !tbaa !196
  br label %354, !dbg !595

354:                                              ; preds = %347, %352
  %355 = phi double [ %353, %352 ], [ %16, %347 ], !dbg !595
    #dbg_value(double %355, !149, !DIExpression(), !188)
  %356 = load volatile double, ptr %2, align 8, !dbg !597, !tbaa !196
  %357 = fcmp olt double %356, %16, !dbg !598
  br i1 %357, label %358, label %360, !dbg !597

358:                                              ; preds = %354
  %359 = load volatile double, ptr %2, align 8, !dbg !599, !tbaa !196
  br label %360, !dbg !597

360:                                              ; preds = %354, %358
  %361 = phi double [ %359, %358 ], [ %16, %354 ], !dbg !597
    #dbg_value(double %361, !150, !DIExpression(), !188)
    #dbg_value(double %355, !214, !DIExpression(), !600)
    #dbg_value(double %355, !223, !DIExpression(), !602)
  %362 = fcmp ord double %355, 0.000000e+00, !dbg !604
  br i1 %362, label %363, label %379, !dbg !605

363:                                              ; preds = %360
    #dbg_value(double %355, !233, !DIExpression(), !606)
    #dbg_value(double %355, !223, !DIExpression(), !608)
  %364 = fsub double %355, %355, !dbg !610
  %365 = fcmp ord double %364, 0.000000e+00, !dbg !610
  br i1 %365, label %369, label %366, !dbg !611

366:                                              ; preds = %363
  %367 = fcmp ogt double %355, 0.000000e+00, !dbg !612
  %368 = select i1 %367, ptr @.str.25, ptr @.str.26, !dbg !613
  br label %379, !dbg !614

369:                                              ; preds = %363
  %370 = fcmp oeq double %355, 0.000000e+00, !dbg !615
  br i1 %370, label %371, label %375, !dbg !616

371:                                              ; preds = %369
  %372 = fdiv double 1.000000e+00, %355, !dbg !617
  %373 = fcmp ogt double %372, 0.000000e+00, !dbg !618
  %374 = select i1 %373, ptr @.str.27, ptr @.str.28, !dbg !619
  br label %379, !dbg !620

375:                                              ; preds = %369
  %376 = tail call double @llvm.fabs.f64(double %355), !dbg !621
  %377 = fcmp olt double %376, 0x10000000000000, !dbg !621
  %378 = select i1 %377, ptr @.str.29, ptr @.str.30, !dbg !600
  br label %379, !dbg !600

379:                                              ; preds = %360, %366, %371, %375
  %380 = phi ptr [ %368, %366 ], [ %374, %371 ], [ @.str.24, %360 ], [ %378, %375 ], !dbg !600
    #dbg_value(double %361, !214, !DIExpression(), !622)
    #dbg_value(double %361, !223, !DIExpression(), !624)
  %381 = fcmp ord double %361, 0.000000e+00, !dbg !626
  br i1 %381, label %382, label %398, !dbg !627

382:                                              ; preds = %379
    #dbg_value(double %361, !233, !DIExpression(), !628)
    #dbg_value(double %361, !223, !DIExpression(), !630)
  %383 = fsub double %361, %361, !dbg !632
  %384 = fcmp ord double %383, 0.000000e+00, !dbg !632
  br i1 %384, label %388, label %385, !dbg !633

385:                                              ; preds = %382
  %386 = fcmp ogt double %361, 0.000000e+00, !dbg !634
  %387 = select i1 %386, ptr @.str.25, ptr @.str.26, !dbg !635
  br label %398, !dbg !636

388:                                              ; preds = %382
  %389 = fcmp oeq double %361, 0.000000e+00, !dbg !637
  br i1 %389, label %390, label %394, !dbg !638

390:                                              ; preds = %388
  %391 = fdiv double 1.000000e+00, %361, !dbg !639
  %392 = fcmp ogt double %391, 0.000000e+00, !dbg !640
  %393 = select i1 %392, ptr @.str.27, ptr @.str.28, !dbg !641
  br label %398, !dbg !642

394:                                              ; preds = %388
  %395 = tail call double @llvm.fabs.f64(double %361), !dbg !643
  %396 = fcmp olt double %395, 0x10000000000000, !dbg !643
  %397 = select i1 %396, ptr @.str.29, ptr @.str.30, !dbg !622
  br label %398, !dbg !622

398:                                              ; preds = %379, %385, %390, %394
  %399 = phi ptr [ %387, %385 ], [ %393, %390 ], [ @.str.24, %379 ], [ %397, %394 ], !dbg !622
  %400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %380, ptr noundef nonnull %399), !dbg !644
  %401 = load volatile double, ptr %1, align 8, !dbg !645, !tbaa !196
  %402 = fneg double %401, !dbg !646
    #dbg_value(double %402, !151, !DIExpression(), !188)
  %403 = fdiv double -1.000000e+00, %401, !dbg !647
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %402, double noundef %402, double noundef %402, double noundef %403), !dbg !648
  %405 = load volatile double, ptr %1, align 8, !dbg !649, !tbaa !196
  %406 = fneg double %405, !dbg !650
  %407 = load volatile double, ptr %1, align 8, !dbg !651, !tbaa !196
  %408 = fsub double %407, %401, !dbg !652
  %409 = load volatile double, ptr %1, align 8, !dbg !653, !tbaa !196
  %410 = fsub double %402, %409, !dbg !654
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %406, double noundef %408, double noundef %410), !dbg !655
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x10000000000000, double noundef 0x3CB0000000000000), !dbg !656
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x47EFFFFFE0000000, double noundef 0x3810000000000000, double noundef 0x3E80000000000000), !dbg !657
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 53, i32 noundef 24, i32 noundef 1024), !dbg !658
    #dbg_value(double 0x7FEFFFFFFFFFFFFF, !152, !DIExpression(), !188)
    #dbg_value(double 0x7FF0000000000000, !153, !DIExpression(), !188)
    #dbg_value(double 0x7FF0000000000000, !214, !DIExpression(), !659)
    #dbg_value(double 0x7FF0000000000000, !223, !DIExpression(), !661)
    #dbg_value(double 0x7FF0000000000000, !233, !DIExpression(), !663)
    #dbg_value(double 0x7FF0000000000000, !223, !DIExpression(), !665)
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.25), !dbg !667
    #dbg_value(float 0x47EFFFFFE0000000, !154, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !668
  store volatile float 2.000000e+00, ptr %3, align 4, !dbg !669, !tbaa !670, !DIAssignID !672
    #dbg_assign(float 2.000000e+00, !156, !DIExpression(), !672, ptr %3, !DIExpression(), !188)
  %416 = load volatile float, ptr %3, align 4, !dbg !673, !tbaa !670
  %417 = fmul float %416, 0x47EFFFFFE0000000, !dbg !674
    #dbg_value(float %417, !158, !DIExpression(), !188)
  %418 = fpext float %417 to double, !dbg !675
    #dbg_value(double %418, !214, !DIExpression(), !676)
    #dbg_value(double %418, !223, !DIExpression(), !678)
  %419 = fcmp ord float %417, 0.000000e+00, !dbg !680
  br i1 %419, label %420, label %432, !dbg !681

420:                                              ; preds = %398
    #dbg_value(double %418, !233, !DIExpression(), !682)
    #dbg_value(double %418, !223, !DIExpression(), !684)
  %421 = fsub double %418, %418, !dbg !686
  %422 = fcmp ord double %421, 0.000000e+00, !dbg !686
  br i1 %422, label %426, label %423, !dbg !687

423:                                              ; preds = %420
  %424 = fcmp ogt float %417, 0.000000e+00, !dbg !688
  %425 = select i1 %424, ptr @.str.25, ptr @.str.26, !dbg !689
  br label %432, !dbg !690

426:                                              ; preds = %420
  %427 = fcmp oeq float %417, 0.000000e+00, !dbg !691
  br i1 %427, label %428, label %432, !dbg !692

428:                                              ; preds = %426
  %429 = fdiv double 1.000000e+00, %418, !dbg !693
  %430 = fcmp ogt double %429, 0.000000e+00, !dbg !694
  %431 = select i1 %430, ptr @.str.27, ptr @.str.28, !dbg !695
  br label %432, !dbg !696

432:                                              ; preds = %426, %398, %423, %428
  %433 = phi ptr [ %425, %423 ], [ %431, %428 ], [ @.str.24, %398 ], [ @.str.30, %426 ], !dbg !676
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %433, double noundef %418), !dbg !697
    #dbg_value(double 0x10000000000000, !159, !DIExpression(), !188)
    #dbg_value(i32 0, !160, !DIExpression(), !698)
  br label %435, !dbg !699

435:                                              ; preds = %432, %455
  %436 = phi i32 [ 0, %432 ], [ %459, %455 ]
  %437 = phi double [ 0x10000000000000, %432 ], [ %458, %455 ]
    #dbg_value(i32 %436, !160, !DIExpression(), !698)
    #dbg_value(double %437, !159, !DIExpression(), !188)
    #dbg_value(double %437, !214, !DIExpression(), !700)
    #dbg_value(double %437, !223, !DIExpression(), !704)
  %438 = fcmp ord double %437, 0.000000e+00, !dbg !706
  br i1 %438, label %439, label %455, !dbg !707

439:                                              ; preds = %435
    #dbg_value(double %437, !233, !DIExpression(), !708)
    #dbg_value(double %437, !223, !DIExpression(), !710)
  %440 = fsub double %437, %437, !dbg !712
  %441 = fcmp ord double %440, 0.000000e+00, !dbg !712
  br i1 %441, label %445, label %442, !dbg !713

442:                                              ; preds = %439
  %443 = fcmp ogt double %437, 0.000000e+00, !dbg !714
  %444 = select i1 %443, ptr @.str.25, ptr @.str.26, !dbg !715
  br label %455, !dbg !716

445:                                              ; preds = %439
  %446 = fcmp oeq double %437, 0.000000e+00, !dbg !717
  br i1 %446, label %447, label %451, !dbg !718

447:                                              ; preds = %445
  %448 = fdiv double 1.000000e+00, %437, !dbg !719
  %449 = fcmp ogt double %448, 0.000000e+00, !dbg !720
  %450 = select i1 %449, ptr @.str.27, ptr @.str.28, !dbg !721
  br label %455, !dbg !722

451:                                              ; preds = %445
  %452 = tail call double @llvm.fabs.f64(double %437), !dbg !723
  %453 = fcmp olt double %452, 0x10000000000000, !dbg !723
  %454 = select i1 %453, ptr @.str.29, ptr @.str.30, !dbg !700
  br label %455, !dbg !700

455:                                              ; preds = %435, %442, %447, %451
  %456 = phi ptr [ %444, %442 ], [ %450, %447 ], [ @.str.24, %435 ], [ %454, %451 ], !dbg !700
  %457 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %437, ptr noundef nonnull %456), !dbg !724
  %458 = fdiv double %437, 1.000000e+04, !dbg !725
    #dbg_value(double %458, !159, !DIExpression(), !188)
  %459 = add nuw nsw i32 %436, 1, !dbg !726
    #dbg_value(i32 %459, !160, !DIExpression(), !698)
  %460 = icmp eq i32 %459, 6, !dbg !727
  br i1 %460, label %461, label %435, !dbg !699, !llvm.loop !728

461:                                              ; preds = %455
    #dbg_value(i32 poison, !162, !DIExpression(), !188)
    #dbg_value(double poison, !159, !DIExpression(), !188)
  %462 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 53), !dbg !732
    #dbg_value(double 1.000000e+00, !163, !DIExpression(), !188)
    #dbg_value(i32 0, !164, !DIExpression(), !188)
  br label %463, !dbg !733

463:                                              ; preds = %463, %461
  %464 = phi double [ 1.000000e+00, %461 ], [ %466, %463 ], !dbg !188
  %465 = phi i32 [ 0, %461 ], [ %467, %463 ], !dbg !188
    #dbg_value(i32 %465, !164, !DIExpression(), !188)
    #dbg_value(double %464, !163, !DIExpression(), !188)
  %466 = fmul double %464, 5.000000e-01, !dbg !734
    #dbg_value(double %466, !163, !DIExpression(), !188)
  %467 = add nuw nsw i32 %465, 1, !dbg !735
    #dbg_value(i32 %467, !164, !DIExpression(), !188)
  %468 = icmp eq i32 %467, 53, !dbg !737
  br i1 %468, label %469, label %463, !dbg !733, !llvm.loop !738

469:                                              ; preds = %463
  %470 = fcmp oeq double %464, 0x3CB0000000000000, !dbg !740
  %471 = zext i1 %470 to i32, !dbg !740
  %472 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %464, i32 noundef 52, i32 noundef %471), !dbg !741
    #dbg_value(float 1.000000e+00, !165, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !742
  store volatile float 1.000000e+00, ptr %4, align 4, !dbg !743, !tbaa !670, !DIAssignID !744
    #dbg_assign(float 1.000000e+00, !166, !DIExpression(), !744, ptr %4, !DIExpression(), !188)
  br label %473, !dbg !745

473:                                              ; preds = %473, %469
  %474 = phi float [ 1.000000e+00, %469 ], [ %476, %473 ], !dbg !188
    #dbg_value(float %474, !165, !DIExpression(), !188)
  %475 = load volatile float, ptr %4, align 4, !dbg !746, !tbaa !670
  %476 = fmul float %474, 5.000000e-01, !dbg !747
  %477 = fadd float %475, %476, !dbg !748
  %478 = load volatile float, ptr %4, align 4, !dbg !749, !tbaa !670
  %479 = fcmp ogt float %477, %478, !dbg !750
  br i1 %479, label %473, label %480, !dbg !745, !llvm.loop !751

480:                                              ; preds = %473
  %481 = fpext float %474 to double, !dbg !753
  %482 = fcmp oeq float %474, 0x3E80000000000000, !dbg !754
  %483 = zext i1 %482 to i32, !dbg !754
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef %481, i32 noundef %483), !dbg !755
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #4, !dbg !756
  store double 1.000000e+00, ptr %5, align 16, !dbg !757, !tbaa !196, !DIAssignID !758
    #dbg_assign(double 1.000000e+00, !167, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !758, ptr %5, !DIExpression(), !188)
  %485 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !757
  store double %16, ptr %485, align 8, !dbg !757, !tbaa !196, !DIAssignID !759
    #dbg_assign(double %16, !167, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !759, ptr %485, !DIExpression(), !188)
  %486 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !757
  store double %9, ptr %486, align 16, !dbg !757, !tbaa !196, !DIAssignID !760
    #dbg_assign(double %9, !167, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !760, ptr %486, !DIExpression(), !188)
  %487 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !757
  store double -0.000000e+00, ptr %487, align 8, !dbg !757, !tbaa !196, !DIAssignID !761
    #dbg_assign(double -0.000000e+00, !167, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !761, ptr %487, !DIExpression(), !188)
  %488 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !757
  store double %13, ptr %488, align 16, !dbg !757, !tbaa !196, !DIAssignID !762
    #dbg_assign(double %13, !167, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !762, ptr %488, !DIExpression(), !188)
  %489 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !757
  store double %16, ptr %489, align 8, !dbg !757, !tbaa !196, !DIAssignID !763
    #dbg_assign(double %16, !167, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !763, ptr %489, !DIExpression(), !188)
  %490 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !757
  store double 3.500000e+00, ptr %490, align 16, !dbg !757, !tbaa !196, !DIAssignID !764
    #dbg_assign(double 3.500000e+00, !167, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !764, ptr %490, !DIExpression(), !188)
  %491 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !757
  store double %207, ptr %491, align 8, !dbg !757, !tbaa !196, !DIAssignID !765
    #dbg_assign(double %207, !167, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !765, ptr %491, !DIExpression(), !188)
    #dbg_value(i32 0, !169, !DIExpression(), !188)
    #dbg_value(i32 0, !170, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !171, !DIExpression(), !188)
    #dbg_value(i32 0, !172, !DIExpression(), !766)
  br label %500, !dbg !767

492:                                              ; preds = %517
  %493 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %518, i32 noundef %519, double noundef %520), !dbg !768
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #4, !dbg !769
  store double 3.000000e+00, ptr %6, align 16, !dbg !770, !tbaa !196, !DIAssignID !771
    #dbg_assign(double 3.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !771, ptr %6, !DIExpression(), !188)
  %494 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !770
  %495 = fneg double %9, !dbg !772
  store double %495, ptr %494, align 8, !dbg !770, !tbaa !196, !DIAssignID !773
    #dbg_assign(double %495, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !773, ptr %494, !DIExpression(), !188)
  %496 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !770
  store double 5.000000e-01, ptr %496, align 16, !dbg !770, !tbaa !196, !DIAssignID !774
    #dbg_assign(double 5.000000e-01, !174, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !774, ptr %496, !DIExpression(), !188)
  %497 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !770
  store double %9, ptr %497, align 8, !dbg !770, !tbaa !196, !DIAssignID !775
    #dbg_assign(double %9, !174, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !775, ptr %497, !DIExpression(), !188)
  %498 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !770
  store double -2.000000e+00, ptr %498, align 16, !dbg !770, !tbaa !196, !DIAssignID !776
    #dbg_assign(double -2.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !776, ptr %498, !DIExpression(), !188)
  %499 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !770
  store double -0.000000e+00, ptr %499, align 8, !dbg !770, !tbaa !196, !DIAssignID !777
    #dbg_assign(double -0.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !777, ptr %499, !DIExpression(), !188)
    #dbg_value(i32 0, !176, !DIExpression(), !778)
  br label %526, !dbg !779

500:                                              ; preds = %480, %517
  %501 = phi i64 [ 0, %480 ], [ %521, %517 ]
  %502 = phi double [ 0.000000e+00, %480 ], [ %520, %517 ]
  %503 = phi i32 [ 0, %480 ], [ %519, %517 ]
  %504 = phi i32 [ 0, %480 ], [ %518, %517 ]
    #dbg_value(i64 %501, !172, !DIExpression(), !766)
    #dbg_value(double %502, !171, !DIExpression(), !188)
    #dbg_value(i32 %503, !170, !DIExpression(), !188)
    #dbg_value(i32 %504, !169, !DIExpression(), !188)
  %505 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %501, !dbg !780
  %506 = load double, ptr %505, align 8, !dbg !780, !tbaa !196
    #dbg_value(double %506, !223, !DIExpression(), !784)
  %507 = fcmp ord double %506, 0.000000e+00, !dbg !786
  br i1 %507, label %510, label %508, !dbg !787

508:                                              ; preds = %500
  %509 = add nsw i32 %504, 1, !dbg !788
    #dbg_value(i32 %509, !169, !DIExpression(), !188)
  br label %517, !dbg !789

510:                                              ; preds = %500
    #dbg_value(double %506, !233, !DIExpression(), !790)
    #dbg_value(double %506, !223, !DIExpression(), !793)
  %511 = fsub double %506, %506, !dbg !795
  %512 = fcmp ord double %511, 0.000000e+00, !dbg !795
  br i1 %512, label %515, label %513, !dbg !796

513:                                              ; preds = %510
  %514 = add nsw i32 %503, 1, !dbg !797
    #dbg_value(i32 %514, !170, !DIExpression(), !188)
  br label %517, !dbg !798

515:                                              ; preds = %510
  %516 = fadd double %502, %506, !dbg !799
    #dbg_value(double %516, !171, !DIExpression(), !188)
  br label %517

517:                                              ; preds = %508, %515, %513
  %518 = phi i32 [ %509, %508 ], [ %504, %513 ], [ %504, %515 ], !dbg !188
  %519 = phi i32 [ %503, %508 ], [ %514, %513 ], [ %503, %515 ], !dbg !188
  %520 = phi double [ %502, %508 ], [ %502, %513 ], [ %516, %515 ], !dbg !188
    #dbg_value(double %520, !171, !DIExpression(), !188)
    #dbg_value(i32 %519, !170, !DIExpression(), !188)
    #dbg_value(i32 %518, !169, !DIExpression(), !188)
  %521 = add nuw nsw i64 %501, 1, !dbg !800
    #dbg_value(i64 %521, !172, !DIExpression(), !766)
  %522 = icmp eq i64 %521, 8, !dbg !801
  br i1 %522, label %492, label %500, !dbg !767, !llvm.loop !802

523:                                              ; preds = %540, %526
    #dbg_value(i64 %529, !176, !DIExpression(), !778)
  %524 = add nuw nsw i64 %528, 1, !dbg !779
  %525 = icmp eq i64 %529, 6, !dbg !804
  br i1 %525, label %544, label %526, !dbg !779, !llvm.loop !805

526:                                              ; preds = %492, %523
  %527 = phi i64 [ 0, %492 ], [ %529, %523 ]
  %528 = phi i64 [ 1, %492 ], [ %524, %523 ]
    #dbg_value(i64 %527, !176, !DIExpression(), !778)
  %529 = add nuw nsw i64 %527, 1, !dbg !807
    #dbg_value(i64 %529, !178, !DIExpression(), !808)
  %530 = icmp ult i64 %527, 5, !dbg !809
  br i1 %530, label %531, label %523, !dbg !810

531:                                              ; preds = %526
  %532 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %527
  br label %533, !dbg !810

533:                                              ; preds = %531, %540
  %534 = phi i64 [ %528, %531 ], [ %541, %540 ]
    #dbg_value(i64 %534, !178, !DIExpression(), !808)
  %535 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %534, !dbg !811
  %536 = load double, ptr %535, align 8, !dbg !811, !tbaa !196
  %537 = load double, ptr %532, align 8, !dbg !812, !tbaa !196
  %538 = fcmp olt double %536, %537, !dbg !813
  br i1 %538, label %539, label %540, !dbg !814

539:                                              ; preds = %533
    #dbg_value(double %537, !181, !DIExpression(), !815)
  store double %536, ptr %532, align 8, !dbg !816, !tbaa !196
  store double %537, ptr %535, align 8, !dbg !817, !tbaa !196
  br label %540, !dbg !818

540:                                              ; preds = %533, %539
  %541 = add nuw nsw i64 %534, 1, !dbg !819
    #dbg_value(i64 %541, !178, !DIExpression(), !808)
  %542 = icmp eq i64 %541, 6, !dbg !809
  br i1 %542, label %523, label %533, !dbg !810, !llvm.loop !820

543:                                              ; preds = %544
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #4, !dbg !822
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #4, !dbg !822
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !822
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !822
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !822
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !822
  ret i32 %518, !dbg !822

544:                                              ; preds = %523, %544
  %545 = phi i64 [ %551, %544 ], [ 0, %523 ]
    #dbg_value(i64 %545, !185, !DIExpression(), !823)
  %546 = getelementptr inbounds [6 x double], ptr %6, i64 0, i64 %545, !dbg !824
  %547 = load double, ptr %546, align 8, !dbg !824, !tbaa !196
  %548 = icmp eq i64 %545, 5, !dbg !826
  %549 = select i1 %548, i32 10, i32 32, !dbg !827
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, double noundef %547, i32 noundef %549), !dbg !828
  %551 = add nuw nsw i64 %545, 1, !dbg !829
    #dbg_value(i64 %551, !185, !DIExpression(), !823)
  %552 = icmp eq i64 %551, 6, !dbg !830
  br i1 %552, label %543, label %544, !dbg !831, !llvm.loop !832
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !834 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!126}
!llvm.module.flags = !{!130, !131, !132, !133, !134, !135, !136}
!llvm.ident = !{!137}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_special.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b6cf79b48719e3ed9f478fc7e948ab6b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 26)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 9)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 544, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 68)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 13)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 22)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 38)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !60, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 48)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 17)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !50, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 12)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !3, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 49)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !55, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 31)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !31, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 4)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !31, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !31, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 10)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 7)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !123, isLocal: true, isDefinition: true)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 41)
!126 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !127, globals: !129, splitDebugInlining: false, nameTableKind: None)
!127 = !{!128}
!128 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!129 = !{!0, !7, !12, !17, !22, !24, !29, !34, !36, !41, !43, !48, !53, !58, !63, !65, !70, !75, !77, !82, !84, !89, !91, !96, !98, !103, !105, !107, !109, !111, !116, !121}
!130 = !{i32 7, !"Dwarf Version", i32 5}
!131 = !{i32 2, !"Debug Info Version", i32 3}
!132 = !{i32 1, !"wchar_size", i32 4}
!133 = !{i32 8, !"PIC Level", i32 2}
!134 = !{i32 7, !"PIE Level", i32 2}
!135 = !{i32 7, !"uwtable", i32 2}
!136 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!137 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!138 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !139, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !142)
!139 = !DISubroutineType(types: !140)
!140 = !{!141}
!141 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!142 = !{!143, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !156, !158, !159, !160, !162, !163, !164, !165, !166, !167, !169, !170, !171, !172, !174, !176, !178, !181, !185}
!143 = !DILocalVariable(name: "zero", scope: !138, file: !2, line: 27, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !128)
!145 = !DILocalVariable(name: "one", scope: !138, file: !2, line: 27, type: !144)
!146 = !DILocalVariable(name: "inf", scope: !138, file: !2, line: 28, type: !128)
!147 = !DILocalVariable(name: "ninf", scope: !138, file: !2, line: 29, type: !128)
!148 = !DILocalVariable(name: "nan", scope: !138, file: !2, line: 30, type: !128)
!149 = !DILocalVariable(name: "m1", scope: !138, file: !2, line: 45, type: !128)
!150 = !DILocalVariable(name: "m2", scope: !138, file: !2, line: 46, type: !128)
!151 = !DILocalVariable(name: "nz", scope: !138, file: !2, line: 49, type: !128)
!152 = !DILocalVariable(name: "big", scope: !138, file: !2, line: 58, type: !128)
!153 = !DILocalVariable(name: "over", scope: !138, file: !2, line: 59, type: !128)
!154 = !DILocalVariable(name: "fbig", scope: !138, file: !2, line: 61, type: !155)
!155 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!156 = !DILocalVariable(name: "ftwo", scope: !138, file: !2, line: 62, type: !157)
!157 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !155)
!158 = !DILocalVariable(name: "fover", scope: !138, file: !2, line: 63, type: !155)
!159 = !DILocalVariable(name: "tiny", scope: !138, file: !2, line: 65, type: !128)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 66, type: !141)
!161 = distinct !DILexicalBlock(scope: !138, file: !2, line: 66, column: 5)
!162 = !DILocalVariable(name: "steps", scope: !138, file: !2, line: 71, type: !141)
!163 = !DILocalVariable(name: "eps", scope: !138, file: !2, line: 77, type: !128)
!164 = !DILocalVariable(name: "bits", scope: !138, file: !2, line: 78, type: !141)
!165 = !DILocalVariable(name: "feps", scope: !138, file: !2, line: 84, type: !155)
!166 = !DILocalVariable(name: "fone", scope: !138, file: !2, line: 85, type: !157)
!167 = !DILocalVariable(name: "arr", scope: !138, file: !2, line: 90, type: !168)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 512, elements: !15)
!169 = !DILocalVariable(name: "nans", scope: !138, file: !2, line: 91, type: !141)
!170 = !DILocalVariable(name: "infs", scope: !138, file: !2, line: 91, type: !141)
!171 = !DILocalVariable(name: "sum", scope: !138, file: !2, line: 92, type: !128)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 93, type: !141)
!173 = distinct !DILexicalBlock(scope: !138, file: !2, line: 93, column: 5)
!174 = !DILocalVariable(name: "vals", scope: !138, file: !2, line: 103, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 384, elements: !20)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 104, type: !141)
!177 = distinct !DILexicalBlock(scope: !138, file: !2, line: 104, column: 5)
!178 = !DILocalVariable(name: "j", scope: !179, file: !2, line: 105, type: !141)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 105, column: 9)
!180 = distinct !DILexicalBlock(scope: !177, file: !2, line: 104, column: 5)
!181 = !DILocalVariable(name: "t", scope: !182, file: !2, line: 107, type: !128)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 106, column: 36)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 106, column: 17)
!184 = distinct !DILexicalBlock(scope: !179, file: !2, line: 105, column: 9)
!185 = !DILocalVariable(name: "i", scope: !186, file: !2, line: 111, type: !141)
!186 = distinct !DILexicalBlock(scope: !138, file: !2, line: 111, column: 5)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !138)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 27, column: 5, scope: !138)
!195 = !DILocation(line: 27, column: 21, scope: !138)
!196 = !{!197, !197, i64 0}
!197 = !{!"double", !198, i64 0}
!198 = !{!"omnipotent char", !199, i64 0}
!199 = !{!"Simple C/C++ TBAA"}
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 27, column: 33, scope: !138)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 28, column: 18, scope: !138)
!204 = !DILocation(line: 28, column: 24, scope: !138)
!205 = !DILocation(line: 28, column: 22, scope: !138)
!206 = !DILocation(line: 29, column: 20, scope: !138)
!207 = !DILocation(line: 29, column: 19, scope: !138)
!208 = !DILocation(line: 29, column: 26, scope: !138)
!209 = !DILocation(line: 29, column: 24, scope: !138)
!210 = !DILocation(line: 30, column: 18, scope: !138)
!211 = !DILocation(line: 30, column: 25, scope: !138)
!212 = !DILocation(line: 30, column: 23, scope: !138)
!213 = !DILocation(line: 31, column: 5, scope: !138)
!214 = !DILocalVariable(name: "x", arg: 1, scope: !215, file: !2, line: 9, type: !128)
!215 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 9, type: !216, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !220)
!216 = !DISubroutineType(types: !217)
!217 = !{!218, !128}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!220 = !{!214}
!221 = !DILocation(line: 0, scope: !215, inlinedAt: !222)
!222 = distinct !DILocation(line: 32, column: 42, scope: !138)
!223 = !DILocalVariable(name: "x", arg: 1, scope: !224, file: !2, line: 6, type: !128)
!224 = distinct !DISubprogram(name: "isnan_d", scope: !2, file: !2, line: 6, type: !225, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!141, !128}
!227 = !{!223}
!228 = !DILocation(line: 0, scope: !224, inlinedAt: !229)
!229 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !222)
!230 = distinct !DILexicalBlock(scope: !215, file: !2, line: 10, column: 9)
!231 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !229)
!232 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !222)
!233 = !DILocalVariable(name: "x", arg: 1, scope: !234, file: !2, line: 7, type: !128)
!234 = distinct !DISubprogram(name: "isinf_d", scope: !2, file: !2, line: 7, type: !225, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !235)
!235 = !{!233}
!236 = !DILocation(line: 0, scope: !234, inlinedAt: !237)
!237 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !222)
!238 = distinct !DILexicalBlock(scope: !215, file: !2, line: 12, column: 9)
!239 = !DILocation(line: 0, scope: !224, inlinedAt: !240)
!240 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !237)
!241 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !237)
!242 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !222)
!243 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !222)
!244 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !222)
!245 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !222)
!246 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !222)
!247 = distinct !DILexicalBlock(scope: !215, file: !2, line: 14, column: 9)
!248 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !222)
!249 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !222)
!250 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !222)
!251 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !222)
!252 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !222)
!253 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !222)
!254 = distinct !DILexicalBlock(scope: !215, file: !2, line: 16, column: 9)
!255 = !DILocation(line: 0, scope: !215, inlinedAt: !256)
!256 = distinct !DILocation(line: 32, column: 57, scope: !138)
!257 = !DILocation(line: 0, scope: !224, inlinedAt: !258)
!258 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !256)
!259 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !258)
!260 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !256)
!261 = !DILocation(line: 0, scope: !234, inlinedAt: !262)
!262 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !256)
!263 = !DILocation(line: 0, scope: !224, inlinedAt: !264)
!264 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !262)
!265 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !262)
!266 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !256)
!267 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !256)
!268 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !256)
!269 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !256)
!270 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !256)
!271 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !256)
!272 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !256)
!273 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !256)
!274 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !256)
!275 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !256)
!276 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !256)
!277 = !DILocation(line: 0, scope: !215, inlinedAt: !278)
!278 = distinct !DILocation(line: 32, column: 73, scope: !138)
!279 = !DILocation(line: 0, scope: !224, inlinedAt: !280)
!280 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !278)
!281 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !280)
!282 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !278)
!283 = !DILocation(line: 0, scope: !234, inlinedAt: !284)
!284 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !278)
!285 = !DILocation(line: 0, scope: !224, inlinedAt: !286)
!286 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !284)
!287 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !284)
!288 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !278)
!289 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !278)
!290 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !278)
!291 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !278)
!292 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !278)
!293 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !278)
!294 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !278)
!295 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !278)
!296 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !278)
!297 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !278)
!298 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !278)
!299 = !DILocation(line: 33, column: 21, scope: !138)
!300 = !DILocation(line: 0, scope: !215, inlinedAt: !301)
!301 = distinct !DILocation(line: 33, column: 12, scope: !138)
!302 = !DILocation(line: 0, scope: !224, inlinedAt: !303)
!303 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !301)
!304 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !303)
!305 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !301)
!306 = !DILocation(line: 0, scope: !234, inlinedAt: !307)
!307 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !301)
!308 = !DILocation(line: 0, scope: !224, inlinedAt: !309)
!309 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !307)
!310 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !307)
!311 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !301)
!312 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !301)
!313 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !301)
!314 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !301)
!315 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !301)
!316 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !301)
!317 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !301)
!318 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !301)
!319 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !301)
!320 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !301)
!321 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !301)
!322 = !DILocation(line: 33, column: 38, scope: !138)
!323 = !DILocation(line: 0, scope: !215, inlinedAt: !324)
!324 = distinct !DILocation(line: 33, column: 28, scope: !138)
!325 = !DILocation(line: 0, scope: !224, inlinedAt: !326)
!326 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !324)
!327 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !326)
!328 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !324)
!329 = !DILocation(line: 0, scope: !234, inlinedAt: !330)
!330 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !324)
!331 = !DILocation(line: 0, scope: !224, inlinedAt: !332)
!332 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !330)
!333 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !330)
!334 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !324)
!335 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !324)
!336 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !324)
!337 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !324)
!338 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !324)
!339 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !324)
!340 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !324)
!341 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !324)
!342 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !324)
!343 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !324)
!344 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !324)
!345 = !DILocation(line: 33, column: 54, scope: !138)
!346 = !DILocation(line: 0, scope: !215, inlinedAt: !347)
!347 = distinct !DILocation(line: 33, column: 45, scope: !138)
!348 = !DILocation(line: 0, scope: !224, inlinedAt: !349)
!349 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !347)
!350 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !349)
!351 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !347)
!352 = !DILocation(line: 0, scope: !234, inlinedAt: !353)
!353 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !347)
!354 = !DILocation(line: 0, scope: !224, inlinedAt: !355)
!355 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !353)
!356 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !353)
!357 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !347)
!358 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !347)
!359 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !347)
!360 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !347)
!361 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !347)
!362 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !347)
!363 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !347)
!364 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !347)
!365 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !347)
!366 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !347)
!367 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !347)
!368 = !DILocation(line: 32, column: 5, scope: !138)
!369 = !DILocalVariable(name: "name", arg: 1, scope: !370, file: !2, line: 21, type: !218)
!370 = distinct !DISubprogram(name: "cmp", scope: !2, file: !2, line: 21, type: !371, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !126, retainedNodes: !373)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !218, !128, !128}
!373 = !{!369, !374, !375}
!374 = !DILocalVariable(name: "a", arg: 2, scope: !370, file: !2, line: 21, type: !128)
!375 = !DILocalVariable(name: "b", arg: 3, scope: !370, file: !2, line: 21, type: !128)
!376 = !DILocation(line: 0, scope: !370, inlinedAt: !377)
!377 = distinct !DILocation(line: 34, column: 5, scope: !138)
!378 = !DILocation(line: 22, column: 65, scope: !370, inlinedAt: !377)
!379 = !DILocation(line: 22, column: 73, scope: !370, inlinedAt: !377)
!380 = !DILocation(line: 22, column: 88, scope: !370, inlinedAt: !377)
!381 = !DILocation(line: 22, column: 5, scope: !370, inlinedAt: !377)
!382 = !DILocation(line: 35, column: 23, scope: !138)
!383 = !DILocation(line: 0, scope: !370, inlinedAt: !384)
!384 = distinct !DILocation(line: 35, column: 5, scope: !138)
!385 = !DILocation(line: 22, column: 65, scope: !370, inlinedAt: !384)
!386 = !DILocation(line: 22, column: 73, scope: !370, inlinedAt: !384)
!387 = !DILocation(line: 22, column: 81, scope: !370, inlinedAt: !384)
!388 = !DILocation(line: 22, column: 88, scope: !370, inlinedAt: !384)
!389 = !DILocation(line: 23, column: 14, scope: !370, inlinedAt: !384)
!390 = !DILocation(line: 23, column: 21, scope: !370, inlinedAt: !384)
!391 = !DILocation(line: 22, column: 5, scope: !370, inlinedAt: !384)
!392 = !DILocation(line: 0, scope: !370, inlinedAt: !393)
!393 = distinct !DILocation(line: 36, column: 5, scope: !138)
!394 = !DILocation(line: 22, column: 65, scope: !370, inlinedAt: !393)
!395 = !DILocation(line: 22, column: 73, scope: !370, inlinedAt: !393)
!396 = !DILocation(line: 22, column: 88, scope: !370, inlinedAt: !393)
!397 = !DILocation(line: 22, column: 5, scope: !370, inlinedAt: !393)
!398 = !DILocation(line: 0, scope: !370, inlinedAt: !399)
!399 = distinct !DILocation(line: 37, column: 5, scope: !138)
!400 = !DILocation(line: 22, column: 65, scope: !370, inlinedAt: !399)
!401 = !DILocation(line: 22, column: 73, scope: !370, inlinedAt: !399)
!402 = !DILocation(line: 22, column: 81, scope: !370, inlinedAt: !399)
!403 = !DILocation(line: 22, column: 88, scope: !370, inlinedAt: !399)
!404 = !DILocation(line: 23, column: 14, scope: !370, inlinedAt: !399)
!405 = !DILocation(line: 23, column: 21, scope: !370, inlinedAt: !399)
!406 = !DILocation(line: 22, column: 5, scope: !370, inlinedAt: !399)
!407 = !DILocation(line: 38, column: 17, scope: !138)
!408 = !DILocation(line: 38, column: 24, scope: !138)
!409 = !DILocation(line: 38, column: 23, scope: !138)
!410 = !DILocation(line: 0, scope: !370, inlinedAt: !411)
!411 = distinct !DILocation(line: 38, column: 5, scope: !138)
!412 = !DILocation(line: 22, column: 65, scope: !370, inlinedAt: !411)
!413 = !DILocation(line: 22, column: 73, scope: !370, inlinedAt: !411)
!414 = !DILocation(line: 22, column: 81, scope: !370, inlinedAt: !411)
!415 = !DILocation(line: 22, column: 88, scope: !370, inlinedAt: !411)
!416 = !DILocation(line: 23, column: 14, scope: !370, inlinedAt: !411)
!417 = !DILocation(line: 23, column: 21, scope: !370, inlinedAt: !411)
!418 = !DILocation(line: 22, column: 5, scope: !370, inlinedAt: !411)
!419 = !DILocation(line: 39, column: 18, scope: !138)
!420 = !DILocation(line: 0, scope: !370, inlinedAt: !421)
!421 = distinct !DILocation(line: 39, column: 5, scope: !138)
!422 = !DILocation(line: 22, column: 65, scope: !370, inlinedAt: !421)
!423 = !DILocation(line: 22, column: 73, scope: !370, inlinedAt: !421)
!424 = !DILocation(line: 22, column: 81, scope: !370, inlinedAt: !421)
!425 = !DILocation(line: 22, column: 88, scope: !370, inlinedAt: !421)
!426 = !DILocation(line: 23, column: 14, scope: !370, inlinedAt: !421)
!427 = !DILocation(line: 23, column: 21, scope: !370, inlinedAt: !421)
!428 = !DILocation(line: 22, column: 5, scope: !370, inlinedAt: !421)
!429 = !DILocation(line: 41, column: 25, scope: !138)
!430 = !DILocation(line: 0, scope: !215, inlinedAt: !431)
!431 = distinct !DILocation(line: 41, column: 12, scope: !138)
!432 = !DILocation(line: 0, scope: !224, inlinedAt: !433)
!433 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !431)
!434 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !433)
!435 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !431)
!436 = !DILocation(line: 0, scope: !234, inlinedAt: !437)
!437 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !431)
!438 = !DILocation(line: 0, scope: !224, inlinedAt: !439)
!439 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !437)
!440 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !437)
!441 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !431)
!442 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !431)
!443 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !431)
!444 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !431)
!445 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !431)
!446 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !431)
!447 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !431)
!448 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !431)
!449 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !431)
!450 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !431)
!451 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !431)
!452 = !DILocation(line: 41, column: 48, scope: !138)
!453 = !DILocation(line: 41, column: 46, scope: !138)
!454 = !DILocation(line: 0, scope: !215, inlinedAt: !455)
!455 = distinct !DILocation(line: 41, column: 33, scope: !138)
!456 = !DILocation(line: 0, scope: !224, inlinedAt: !457)
!457 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !455)
!458 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !457)
!459 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !455)
!460 = !DILocation(line: 0, scope: !234, inlinedAt: !461)
!461 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !455)
!462 = !DILocation(line: 0, scope: !224, inlinedAt: !463)
!463 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !461)
!464 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !461)
!465 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !455)
!466 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !455)
!467 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !455)
!468 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !455)
!469 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !455)
!470 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !455)
!471 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !455)
!472 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !455)
!473 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !455)
!474 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !455)
!475 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !455)
!476 = !DILocation(line: 41, column: 68, scope: !138)
!477 = !DILocation(line: 0, scope: !215, inlinedAt: !478)
!478 = distinct !DILocation(line: 41, column: 55, scope: !138)
!479 = !DILocation(line: 0, scope: !224, inlinedAt: !480)
!480 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !478)
!481 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !480)
!482 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !478)
!483 = !DILocation(line: 0, scope: !234, inlinedAt: !484)
!484 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !478)
!485 = !DILocation(line: 0, scope: !224, inlinedAt: !486)
!486 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !484)
!487 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !484)
!488 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !478)
!489 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !478)
!490 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !478)
!491 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !478)
!492 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !478)
!493 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !478)
!494 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !478)
!495 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !478)
!496 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !478)
!497 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !478)
!498 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !478)
!499 = !DILocation(line: 41, column: 85, scope: !138)
!500 = !DILocation(line: 0, scope: !215, inlinedAt: !501)
!501 = distinct !DILocation(line: 41, column: 74, scope: !138)
!502 = !DILocation(line: 0, scope: !224, inlinedAt: !503)
!503 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !501)
!504 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !503)
!505 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !501)
!506 = !DILocation(line: 0, scope: !234, inlinedAt: !507)
!507 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !501)
!508 = !DILocation(line: 0, scope: !224, inlinedAt: !509)
!509 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !507)
!510 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !507)
!511 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !501)
!512 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !501)
!513 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !501)
!514 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !501)
!515 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !501)
!516 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !501)
!517 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !501)
!518 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !501)
!519 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !501)
!520 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !501)
!521 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !501)
!522 = !DILocation(line: 42, column: 24, scope: !138)
!523 = !DILocation(line: 0, scope: !215, inlinedAt: !524)
!524 = distinct !DILocation(line: 42, column: 12, scope: !138)
!525 = !DILocation(line: 0, scope: !224, inlinedAt: !526)
!526 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !524)
!527 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !526)
!528 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !524)
!529 = !DILocation(line: 0, scope: !234, inlinedAt: !530)
!530 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !524)
!531 = !DILocation(line: 0, scope: !224, inlinedAt: !532)
!532 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !530)
!533 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !530)
!534 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !524)
!535 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !524)
!536 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !524)
!537 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !524)
!538 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !524)
!539 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !524)
!540 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !524)
!541 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !524)
!542 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !524)
!543 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !524)
!544 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !524)
!545 = !DILocation(line: 40, column: 5, scope: !138)
!546 = !DILocation(line: 43, column: 55, scope: !138)
!547 = !DILocation(line: 0, scope: !215, inlinedAt: !548)
!548 = distinct !DILocation(line: 43, column: 42, scope: !138)
!549 = !DILocation(line: 0, scope: !224, inlinedAt: !550)
!550 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !548)
!551 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !550)
!552 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !548)
!553 = !DILocation(line: 0, scope: !234, inlinedAt: !554)
!554 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !548)
!555 = !DILocation(line: 0, scope: !224, inlinedAt: !556)
!556 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !554)
!557 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !554)
!558 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !548)
!559 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !548)
!560 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !548)
!561 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !548)
!562 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !548)
!563 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !548)
!564 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !548)
!565 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !548)
!566 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !548)
!567 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !548)
!568 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !548)
!569 = !DILocation(line: 43, column: 74, scope: !138)
!570 = !DILocation(line: 0, scope: !215, inlinedAt: !571)
!571 = distinct !DILocation(line: 43, column: 61, scope: !138)
!572 = !DILocation(line: 0, scope: !224, inlinedAt: !573)
!573 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !571)
!574 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !573)
!575 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !571)
!576 = !DILocation(line: 0, scope: !234, inlinedAt: !577)
!577 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !571)
!578 = !DILocation(line: 0, scope: !224, inlinedAt: !579)
!579 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !577)
!580 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !577)
!581 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !571)
!582 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !571)
!583 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !571)
!584 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !571)
!585 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !571)
!586 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !571)
!587 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !571)
!588 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !571)
!589 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !571)
!590 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !571)
!591 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !571)
!592 = !DILocation(line: 43, column: 5, scope: !138)
!593 = !DILocation(line: 45, column: 23, scope: !138)
!594 = !DILocation(line: 45, column: 21, scope: !138)
!595 = !DILocation(line: 45, column: 17, scope: !138)
!596 = !DILocation(line: 45, column: 35, scope: !138)
!597 = !DILocation(line: 46, column: 17, scope: !138)
!598 = !DILocation(line: 46, column: 21, scope: !138)
!599 = !DILocation(line: 46, column: 29, scope: !138)
!600 = !DILocation(line: 0, scope: !215, inlinedAt: !601)
!601 = distinct !DILocation(line: 47, column: 29, scope: !138)
!602 = !DILocation(line: 0, scope: !224, inlinedAt: !603)
!603 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !601)
!604 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !603)
!605 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !601)
!606 = !DILocation(line: 0, scope: !234, inlinedAt: !607)
!607 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !601)
!608 = !DILocation(line: 0, scope: !224, inlinedAt: !609)
!609 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !607)
!610 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !607)
!611 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !601)
!612 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !601)
!613 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !601)
!614 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !601)
!615 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !601)
!616 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !601)
!617 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !601)
!618 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !601)
!619 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !601)
!620 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !601)
!621 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !601)
!622 = !DILocation(line: 0, scope: !215, inlinedAt: !623)
!623 = distinct !DILocation(line: 47, column: 43, scope: !138)
!624 = !DILocation(line: 0, scope: !224, inlinedAt: !625)
!625 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !623)
!626 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !625)
!627 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !623)
!628 = !DILocation(line: 0, scope: !234, inlinedAt: !629)
!629 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !623)
!630 = !DILocation(line: 0, scope: !224, inlinedAt: !631)
!631 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !629)
!632 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !629)
!633 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !623)
!634 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !623)
!635 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !623)
!636 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !623)
!637 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !623)
!638 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !623)
!639 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !623)
!640 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !623)
!641 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !623)
!642 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !623)
!643 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !623)
!644 = !DILocation(line: 47, column: 5, scope: !138)
!645 = !DILocation(line: 49, column: 18, scope: !138)
!646 = !DILocation(line: 49, column: 17, scope: !138)
!647 = !DILocation(line: 50, column: 52, scope: !138)
!648 = !DILocation(line: 50, column: 5, scope: !138)
!649 = !DILocation(line: 51, column: 43, scope: !138)
!650 = !DILocation(line: 51, column: 48, scope: !138)
!651 = !DILocation(line: 51, column: 59, scope: !138)
!652 = !DILocation(line: 51, column: 57, scope: !138)
!653 = !DILocation(line: 51, column: 70, scope: !138)
!654 = !DILocation(line: 51, column: 68, scope: !138)
!655 = !DILocation(line: 51, column: 5, scope: !138)
!656 = !DILocation(line: 53, column: 5, scope: !138)
!657 = !DILocation(line: 54, column: 5, scope: !138)
!658 = !DILocation(line: 55, column: 5, scope: !138)
!659 = !DILocation(line: 0, scope: !215, inlinedAt: !660)
!660 = distinct !DILocation(line: 60, column: 33, scope: !138)
!661 = !DILocation(line: 0, scope: !224, inlinedAt: !662)
!662 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !660)
!663 = !DILocation(line: 0, scope: !234, inlinedAt: !664)
!664 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !660)
!665 = !DILocation(line: 0, scope: !224, inlinedAt: !666)
!666 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !664)
!667 = !DILocation(line: 60, column: 5, scope: !138)
!668 = !DILocation(line: 62, column: 5, scope: !138)
!669 = !DILocation(line: 62, column: 20, scope: !138)
!670 = !{!671, !671, i64 0}
!671 = !{!"float", !198, i64 0}
!672 = distinct !DIAssignID()
!673 = !DILocation(line: 63, column: 26, scope: !138)
!674 = !DILocation(line: 63, column: 24, scope: !138)
!675 = !DILocation(line: 64, column: 47, scope: !138)
!676 = !DILocation(line: 0, scope: !215, inlinedAt: !677)
!677 = distinct !DILocation(line: 64, column: 38, scope: !138)
!678 = !DILocation(line: 0, scope: !224, inlinedAt: !679)
!679 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !677)
!680 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !679)
!681 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !677)
!682 = !DILocation(line: 0, scope: !234, inlinedAt: !683)
!683 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !677)
!684 = !DILocation(line: 0, scope: !224, inlinedAt: !685)
!685 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !683)
!686 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !683)
!687 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !677)
!688 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !677)
!689 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !677)
!690 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !677)
!691 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !677)
!692 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !677)
!693 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !677)
!694 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !677)
!695 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !677)
!696 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !677)
!697 = !DILocation(line: 64, column: 5, scope: !138)
!698 = !DILocation(line: 0, scope: !161)
!699 = !DILocation(line: 66, column: 5, scope: !161)
!700 = !DILocation(line: 0, scope: !215, inlinedAt: !701)
!701 = distinct !DILocation(line: 67, column: 38, scope: !702)
!702 = distinct !DILexicalBlock(scope: !703, file: !2, line: 66, column: 33)
!703 = distinct !DILexicalBlock(scope: !161, file: !2, line: 66, column: 5)
!704 = !DILocation(line: 0, scope: !224, inlinedAt: !705)
!705 = distinct !DILocation(line: 10, column: 9, scope: !230, inlinedAt: !701)
!706 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !705)
!707 = !DILocation(line: 10, column: 9, scope: !215, inlinedAt: !701)
!708 = !DILocation(line: 0, scope: !234, inlinedAt: !709)
!709 = distinct !DILocation(line: 12, column: 9, scope: !238, inlinedAt: !701)
!710 = !DILocation(line: 0, scope: !224, inlinedAt: !711)
!711 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !709)
!712 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !709)
!713 = !DILocation(line: 12, column: 9, scope: !215, inlinedAt: !701)
!714 = !DILocation(line: 13, column: 18, scope: !238, inlinedAt: !701)
!715 = !DILocation(line: 13, column: 16, scope: !238, inlinedAt: !701)
!716 = !DILocation(line: 13, column: 9, scope: !238, inlinedAt: !701)
!717 = !DILocation(line: 14, column: 11, scope: !247, inlinedAt: !701)
!718 = !DILocation(line: 14, column: 9, scope: !215, inlinedAt: !701)
!719 = !DILocation(line: 15, column: 18, scope: !247, inlinedAt: !701)
!720 = !DILocation(line: 15, column: 22, scope: !247, inlinedAt: !701)
!721 = !DILocation(line: 15, column: 16, scope: !247, inlinedAt: !701)
!722 = !DILocation(line: 15, column: 9, scope: !247, inlinedAt: !701)
!723 = !DILocation(line: 16, column: 21, scope: !254, inlinedAt: !701)
!724 = !DILocation(line: 67, column: 9, scope: !702)
!725 = !DILocation(line: 68, column: 14, scope: !702)
!726 = !DILocation(line: 66, column: 29, scope: !703)
!727 = !DILocation(line: 66, column: 23, scope: !703)
!728 = distinct !{!728, !699, !729, !730, !731}
!729 = !DILocation(line: 69, column: 5, scope: !161)
!730 = !{!"llvm.loop.mustprogress"}
!731 = !{!"llvm.loop.unroll.disable"}
!732 = !DILocation(line: 76, column: 5, scope: !138)
!733 = !DILocation(line: 79, column: 5, scope: !138)
!734 = !DILocation(line: 79, column: 20, scope: !138)
!735 = !DILocation(line: 81, column: 13, scope: !736)
!736 = distinct !DILexicalBlock(scope: !138, file: !2, line: 79, column: 29)
!737 = !DILocation(line: 79, column: 24, scope: !138)
!738 = distinct !{!738, !733, !739, !730, !731}
!739 = !DILocation(line: 82, column: 5, scope: !138)
!740 = !DILocation(line: 83, column: 80, scope: !138)
!741 = !DILocation(line: 83, column: 5, scope: !138)
!742 = !DILocation(line: 85, column: 5, scope: !138)
!743 = !DILocation(line: 85, column: 20, scope: !138)
!744 = distinct !DIAssignID()
!745 = !DILocation(line: 86, column: 5, scope: !138)
!746 = !DILocation(line: 86, column: 12, scope: !138)
!747 = !DILocation(line: 86, column: 24, scope: !138)
!748 = !DILocation(line: 86, column: 17, scope: !138)
!749 = !DILocation(line: 86, column: 30, scope: !138)
!750 = !DILocation(line: 86, column: 28, scope: !138)
!751 = distinct !{!751, !745, !752, !730, !731}
!752 = !DILocation(line: 87, column: 17, scope: !138)
!753 = !DILocation(line: 88, column: 43, scope: !138)
!754 = !DILocation(line: 88, column: 62, scope: !138)
!755 = !DILocation(line: 88, column: 5, scope: !138)
!756 = !DILocation(line: 90, column: 5, scope: !138)
!757 = !DILocation(line: 90, column: 21, scope: !138)
!758 = distinct !DIAssignID()
!759 = distinct !DIAssignID()
!760 = distinct !DIAssignID()
!761 = distinct !DIAssignID()
!762 = distinct !DIAssignID()
!763 = distinct !DIAssignID()
!764 = distinct !DIAssignID()
!765 = distinct !DIAssignID()
!766 = !DILocation(line: 0, scope: !173)
!767 = !DILocation(line: 93, column: 5, scope: !173)
!768 = !DILocation(line: 101, column: 5, scope: !138)
!769 = !DILocation(line: 103, column: 5, scope: !138)
!770 = !DILocation(line: 103, column: 21, scope: !138)
!771 = distinct !DIAssignID()
!772 = !DILocation(line: 103, column: 27, scope: !138)
!773 = distinct !DIAssignID()
!774 = distinct !DIAssignID()
!775 = distinct !DIAssignID()
!776 = distinct !DIAssignID()
!777 = distinct !DIAssignID()
!778 = !DILocation(line: 0, scope: !177)
!779 = !DILocation(line: 104, column: 5, scope: !177)
!780 = !DILocation(line: 94, column: 21, scope: !781)
!781 = distinct !DILexicalBlock(scope: !782, file: !2, line: 94, column: 13)
!782 = distinct !DILexicalBlock(scope: !783, file: !2, line: 93, column: 33)
!783 = distinct !DILexicalBlock(scope: !173, file: !2, line: 93, column: 5)
!784 = !DILocation(line: 0, scope: !224, inlinedAt: !785)
!785 = distinct !DILocation(line: 94, column: 13, scope: !781)
!786 = !DILocation(line: 6, column: 41, scope: !224, inlinedAt: !785)
!787 = !DILocation(line: 94, column: 13, scope: !782)
!788 = !DILocation(line: 95, column: 17, scope: !781)
!789 = !DILocation(line: 95, column: 13, scope: !781)
!790 = !DILocation(line: 0, scope: !234, inlinedAt: !791)
!791 = distinct !DILocation(line: 96, column: 18, scope: !792)
!792 = distinct !DILexicalBlock(scope: !781, file: !2, line: 96, column: 18)
!793 = !DILocation(line: 0, scope: !224, inlinedAt: !794)
!794 = distinct !DILocation(line: 7, column: 40, scope: !234, inlinedAt: !791)
!795 = !DILocation(line: 7, column: 51, scope: !234, inlinedAt: !791)
!796 = !DILocation(line: 96, column: 18, scope: !781)
!797 = !DILocation(line: 97, column: 17, scope: !792)
!798 = !DILocation(line: 97, column: 13, scope: !792)
!799 = !DILocation(line: 99, column: 17, scope: !792)
!800 = !DILocation(line: 93, column: 29, scope: !783)
!801 = !DILocation(line: 93, column: 23, scope: !783)
!802 = distinct !{!802, !767, !803, !730, !731}
!803 = !DILocation(line: 100, column: 5, scope: !173)
!804 = !DILocation(line: 104, column: 23, scope: !180)
!805 = distinct !{!805, !779, !806, !730, !731}
!806 = !DILocation(line: 110, column: 13, scope: !177)
!807 = !DILocation(line: 105, column: 24, scope: !179)
!808 = !DILocation(line: 0, scope: !179)
!809 = !DILocation(line: 105, column: 31, scope: !184)
!810 = !DILocation(line: 105, column: 9, scope: !179)
!811 = !DILocation(line: 106, column: 17, scope: !183)
!812 = !DILocation(line: 106, column: 27, scope: !183)
!813 = !DILocation(line: 106, column: 25, scope: !183)
!814 = !DILocation(line: 106, column: 17, scope: !184)
!815 = !DILocation(line: 0, scope: !182)
!816 = !DILocation(line: 108, column: 25, scope: !182)
!817 = !DILocation(line: 109, column: 25, scope: !182)
!818 = !DILocation(line: 110, column: 13, scope: !182)
!819 = !DILocation(line: 105, column: 37, scope: !184)
!820 = distinct !{!820, !810, !821, !730, !731}
!821 = !DILocation(line: 110, column: 13, scope: !179)
!822 = !DILocation(line: 114, column: 1, scope: !138)
!823 = !DILocation(line: 0, scope: !186)
!824 = !DILocation(line: 112, column: 24, scope: !825)
!825 = distinct !DILexicalBlock(scope: !186, file: !2, line: 111, column: 5)
!826 = !DILocation(line: 112, column: 35, scope: !825)
!827 = !DILocation(line: 112, column: 33, scope: !825)
!828 = !DILocation(line: 112, column: 9, scope: !825)
!829 = !DILocation(line: 111, column: 29, scope: !825)
!830 = !DILocation(line: 111, column: 23, scope: !825)
!831 = !DILocation(line: 111, column: 5, scope: !186)
!832 = distinct !{!832, !831, !833, !730, !731}
!833 = !DILocation(line: 112, column: 52, scope: !186)
!834 = !DISubprogram(name: "printf", scope: !835, file: !835, line: 356, type: !836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!835 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!836 = !DISubroutineType(types: !837)
!837 = !{!141, !838, null}
!838 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
