; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ai = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !0
@bi = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !46
@as = internal unnamed_addr global [1003 x i16] zeroinitializer, align 16, !dbg !53
@ac = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16, !dbg !56
@au = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16, !dbg !59
@af = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !62
@bf = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !65
@ad = internal unnamed_addr global [1003 x double] zeroinitializer, align 16, !dbg !67
@__const.main.lens = private unnamed_addr constant [13 x i32] [i32 1, i32 3, i32 4, i32 7, i32 8, i32 15, i32 16, i32 17, i32 31, i32 33, i32 64, i32 100, i32 1003], align 16
@.str = private unnamed_addr constant [116 x i8] c"n=%d sum=%ld sum32=%d max=%d mins=%d sums=%d sumc=%d maxu=%u xoru=%u sumf=%.4f maxf=%.4f dot=%.4f pos=%d wsum=%llu\0A\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [32 x i8] c"saxpy: %.4f %.4f %.4f sum=%.4f\0A\00", align 1, !dbg !29
@ci = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !51
@.str.2 = private unnamed_addr constant [30 x i8] c"add_arrays: %d %d %d sum=%ld\0A\00", align 1, !dbg !34
@.str.3 = private unnamed_addr constant [32 x i8] c"clamped: sum=%ld max=%d pos=%d\0A\00", align 1, !dbg !39
@.str.4 = private unnamed_addr constant [23 x i8] c"prefix=%ld bi[N-1]=%d\0A\00", align 1, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !78 {
    #dbg_assign(i1 undef, !87, !DIExpression(), !99, ptr @__const.main.lens, !DIExpression(), !100)
    #dbg_value(i32 12345, !82, !DIExpression(), !100)
    #dbg_value(i32 0, !85, !DIExpression(), !101)
  br label %1, !dbg !102

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %39, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
    #dbg_value(i32 %3, !82, !DIExpression(), !100)
    #dbg_value(i64 %2, !85, !DIExpression(), !101)
  %4 = mul i32 %3, 1664525, !dbg !103
  %5 = add i32 %4, 1013904223, !dbg !106
    #dbg_value(i32 %5, !82, !DIExpression(), !100)
  %6 = lshr i32 %5, 8, !dbg !107
  %7 = urem i32 %6, 2000001, !dbg !108
  %8 = add nsw i32 %7, -1000000, !dbg !109
  %9 = getelementptr inbounds [1003 x i32], ptr @ai, i64 0, i64 %2, !dbg !110
  store i32 %8, ptr %9, align 4, !dbg !111, !tbaa !112
  %10 = urem i32 %5, 1000, !dbg !116
  %11 = add nsw i32 %10, -500, !dbg !117
  %12 = getelementptr inbounds [1003 x i32], ptr @bi, i64 0, i64 %2, !dbg !118
  store i32 %11, ptr %12, align 4, !dbg !119, !tbaa !112
  %13 = lshr i32 %5, 16, !dbg !120
  %14 = urem i32 %13, 60001, !dbg !121
  %15 = trunc nuw i32 %14 to i16, !dbg !122
  %16 = add i16 %15, -30000, !dbg !122
  %17 = getelementptr inbounds [1003 x i16], ptr @as, i64 0, i64 %2, !dbg !123
  store i16 %16, ptr %17, align 2, !dbg !124, !tbaa !125
  %18 = lshr i32 %5, 3, !dbg !127
  %19 = trunc i32 %18 to i8, !dbg !128
  %20 = xor i8 %19, -128, !dbg !128
  %21 = getelementptr inbounds [1003 x i8], ptr @ac, i64 0, i64 %2, !dbg !129
  store i8 %20, ptr %21, align 1, !dbg !130, !tbaa !131
  %22 = lshr i32 %5, 24, !dbg !132
  %23 = trunc nuw i32 %22 to i8, !dbg !133
  %24 = getelementptr inbounds [1003 x i8], ptr @au, i64 0, i64 %2, !dbg !134
  store i8 %23, ptr %24, align 1, !dbg !135, !tbaa !131
  %25 = urem i32 %5, 20001, !dbg !136
  %26 = add nsw i32 %25, -10000, !dbg !137
  %27 = sitofp i32 %26 to float, !dbg !138
  %28 = fmul float %27, 1.562500e-02, !dbg !139
  %29 = getelementptr inbounds [1003 x float], ptr @af, i64 0, i64 %2, !dbg !140
  store float %28, ptr %29, align 4, !dbg !141, !tbaa !142
  %30 = trunc nuw nsw i64 %2 to i32, !dbg !144
  %31 = uitofp nneg i32 %30 to float, !dbg !144
  %32 = fmul float %31, 5.000000e-01, !dbg !145
  %33 = getelementptr inbounds [1003 x float], ptr @bf, i64 0, i64 %2, !dbg !146
  store float %32, ptr %33, align 4, !dbg !147, !tbaa !142
  %34 = urem i32 %5, 2001, !dbg !148
  %35 = add nsw i32 %34, -1000, !dbg !149
  %36 = sitofp i32 %35 to double, !dbg !150
  %37 = fmul double %36, 1.250000e-01, !dbg !151
  %38 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %2, !dbg !152
  store double %37, ptr %38, align 8, !dbg !153, !tbaa !154
  %39 = add nuw nsw i64 %2, 1, !dbg !156
    #dbg_value(i64 %39, !85, !DIExpression(), !101)
  %40 = icmp eq i64 %39, 1003, !dbg !157
  br i1 %40, label %136, label %1, !dbg !102, !llvm.loop !158

41:                                               ; preds = %295, %41
  %42 = phi i64 [ %49, %41 ], [ 0, %295 ]
    #dbg_value(i64 %42, !162, !DIExpression(), !178)
  %43 = getelementptr inbounds float, ptr @af, i64 %42, !dbg !180
  %44 = load float, ptr %43, align 4, !dbg !180, !tbaa !142
  %45 = fmul float %44, 1.500000e+00, !dbg !181
    #dbg_value(float %45, !175, !DIExpression(), !182)
  %46 = getelementptr inbounds float, ptr @bf, i64 %42, !dbg !183
  %47 = load float, ptr %46, align 4, !dbg !183, !tbaa !142
  %48 = fadd float %45, %47, !dbg !184
  store float %48, ptr %46, align 4, !dbg !185, !tbaa !142
  %49 = add nuw nsw i64 %42, 1, !dbg !186
    #dbg_value(i64 %49, !162, !DIExpression(), !178)
  %50 = icmp eq i64 %49, 1003, !dbg !187
  br i1 %50, label %51, label %41, !dbg !188, !llvm.loop !189

51:                                               ; preds = %41
  %52 = load float, ptr @bf, align 16, !dbg !191, !tbaa !142
  %53 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 2000), align 16, !dbg !192, !tbaa !142
  %54 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 4008), align 8, !dbg !193, !tbaa !142
    #dbg_value(ptr @bf, !194, !DIExpression(), !203)
    #dbg_value(i32 1003, !199, !DIExpression(), !203)
    #dbg_value(float 0.000000e+00, !200, !DIExpression(), !203)
    #dbg_value(i32 0, !201, !DIExpression(), !205)
  br label %55, !dbg !206

55:                                               ; preds = %55, %51
  %56 = phi i64 [ 0, %51 ], [ %61, %55 ]
  %57 = phi float [ 0.000000e+00, %51 ], [ %60, %55 ]
    #dbg_value(i64 %56, !201, !DIExpression(), !205)
    #dbg_value(float %57, !200, !DIExpression(), !203)
  %58 = getelementptr inbounds float, ptr @bf, i64 %56, !dbg !207
  %59 = load float, ptr %58, align 4, !dbg !207, !tbaa !142
  %60 = fadd float %57, %59, !dbg !209
    #dbg_value(float %60, !200, !DIExpression(), !203)
  %61 = add nuw nsw i64 %56, 1, !dbg !210
    #dbg_value(i64 %61, !201, !DIExpression(), !205)
  %62 = icmp eq i64 %61, 1003, !dbg !211
  br i1 %62, label %63, label %55, !dbg !206, !llvm.loop !212

63:                                               ; preds = %55
  %64 = fpext float %52 to double, !dbg !214
  %65 = fpext float %53 to double, !dbg !215
  %66 = fpext float %54 to double, !dbg !216
  %67 = fpext float %60 to double, !dbg !217
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %64, double noundef %65, double noundef %66, double noundef %67), !dbg !218
    #dbg_value(ptr @ci, !219, !DIExpression(), !234)
    #dbg_value(ptr @ai, !229, !DIExpression(), !234)
    #dbg_value(ptr @bi, !230, !DIExpression(), !234)
    #dbg_value(i32 1003, !231, !DIExpression(), !234)
    #dbg_value(i32 0, !232, !DIExpression(), !236)
  br label %69, !dbg !237

69:                                               ; preds = %69, %63
  %70 = phi i64 [ 0, %63 ], [ %80, %69 ]
    #dbg_value(i64 %70, !232, !DIExpression(), !236)
  %71 = getelementptr inbounds i32, ptr @ai, i64 %70, !dbg !238
  %72 = load i32, ptr %71, align 4, !dbg !238, !tbaa !112
  %73 = mul nsw i32 %72, 3, !dbg !240
  %74 = getelementptr inbounds i32, ptr @bi, i64 %70, !dbg !241
  %75 = load i32, ptr %74, align 4, !dbg !241, !tbaa !112
  %76 = add nsw i32 %73, %75, !dbg !242
  %77 = ashr i32 %72, 2, !dbg !243
  %78 = sub i32 %76, %77, !dbg !244
  %79 = getelementptr inbounds i32, ptr @ci, i64 %70, !dbg !245
  store i32 %78, ptr %79, align 4, !dbg !246, !tbaa !112
  %80 = add nuw nsw i64 %70, 1, !dbg !247
    #dbg_value(i64 %80, !232, !DIExpression(), !236)
  %81 = icmp eq i64 %80, 1003, !dbg !248
  br i1 %81, label %82, label %69, !dbg !237, !llvm.loop !249

82:                                               ; preds = %69
  %83 = load i32, ptr @ci, align 16, !dbg !251, !tbaa !112
  %84 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4), align 4, !dbg !252, !tbaa !112
  %85 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4008), align 8, !dbg !253, !tbaa !112
    #dbg_value(ptr @ci, !254, !DIExpression(), !263)
    #dbg_value(i32 1003, !259, !DIExpression(), !263)
    #dbg_value(i64 0, !260, !DIExpression(), !263)
    #dbg_value(i32 0, !261, !DIExpression(), !265)
  br label %86, !dbg !266

86:                                               ; preds = %86, %82
  %87 = phi i64 [ 0, %82 ], [ %93, %86 ]
  %88 = phi i64 [ 0, %82 ], [ %92, %86 ]
    #dbg_value(i64 %87, !261, !DIExpression(), !265)
    #dbg_value(i64 %88, !260, !DIExpression(), !263)
  %89 = getelementptr inbounds i32, ptr @ci, i64 %87, !dbg !267
  %90 = load i32, ptr %89, align 4, !dbg !267, !tbaa !112
  %91 = sext i32 %90 to i64, !dbg !267
  %92 = add nsw i64 %88, %91, !dbg !269
    #dbg_value(i64 %92, !260, !DIExpression(), !263)
  %93 = add nuw nsw i64 %87, 1, !dbg !270
    #dbg_value(i64 %93, !261, !DIExpression(), !265)
  %94 = icmp eq i64 %93, 1003, !dbg !271
  br i1 %94, label %95, label %86, !dbg !266, !llvm.loop !272

95:                                               ; preds = %86
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %83, i32 noundef %84, i32 noundef %85, i64 noundef %92), !dbg !274
    #dbg_value(ptr @ci, !275, !DIExpression(), !288)
    #dbg_value(i32 1003, !280, !DIExpression(), !288)
    #dbg_value(i32 -1000, !281, !DIExpression(), !288)
    #dbg_value(i32 1000, !282, !DIExpression(), !288)
    #dbg_value(i32 0, !283, !DIExpression(), !290)
  br label %97, !dbg !291

97:                                               ; preds = %97, %95
  %98 = phi i64 [ 0, %95 ], [ %103, %97 ]
    #dbg_value(i64 %98, !283, !DIExpression(), !290)
  %99 = getelementptr inbounds i32, ptr @ci, i64 %98, !dbg !292
  %100 = load i32, ptr %99, align 4, !dbg !292, !tbaa !112
    #dbg_value(i32 %100, !285, !DIExpression(), !293)
  %101 = tail call i32 @llvm.smax.i32(i32 %100, i32 -1000), !dbg !294
    #dbg_value(i32 %101, !285, !DIExpression(), !293)
  %102 = tail call i32 @llvm.smin.i32(i32 %101, i32 1000), !dbg !295
    #dbg_value(i32 %102, !285, !DIExpression(), !293)
  store i32 %102, ptr %99, align 4, !dbg !296, !tbaa !112
  %103 = add nuw nsw i64 %98, 1, !dbg !297
    #dbg_value(i64 %103, !283, !DIExpression(), !290)
  %104 = icmp eq i64 %103, 1003, !dbg !298
  br i1 %104, label %105, label %97, !dbg !291, !llvm.loop !299

105:                                              ; preds = %97, %105
  %106 = phi i64 [ %112, %105 ], [ 0, %97 ]
  %107 = phi i64 [ %111, %105 ], [ 0, %97 ]
    #dbg_value(i64 %106, !261, !DIExpression(), !301)
    #dbg_value(i64 %107, !260, !DIExpression(), !303)
  %108 = getelementptr inbounds i32, ptr @ci, i64 %106, !dbg !304
  %109 = load i32, ptr %108, align 4, !dbg !304, !tbaa !112
  %110 = sext i32 %109 to i64, !dbg !304
  %111 = add nsw i64 %107, %110, !dbg !305
    #dbg_value(i64 %111, !260, !DIExpression(), !303)
  %112 = add nuw nsw i64 %106, 1, !dbg !306
    #dbg_value(i64 %112, !261, !DIExpression(), !301)
  %113 = icmp eq i64 %112, 1003, !dbg !307
  br i1 %113, label %114, label %105, !dbg !308, !llvm.loop !309

114:                                              ; preds = %105
    #dbg_value(ptr @ci, !311, !DIExpression(), !320)
    #dbg_value(i32 1003, !316, !DIExpression(), !320)
  %115 = load i32, ptr @ci, align 16, !dbg !322, !tbaa !112
    #dbg_value(i32 %115, !317, !DIExpression(), !320)
    #dbg_value(i32 1, !318, !DIExpression(), !323)
  br label %116, !dbg !324

116:                                              ; preds = %116, %114
  %117 = phi i64 [ 1, %114 ], [ %122, %116 ]
  %118 = phi i32 [ %115, %114 ], [ %121, %116 ]
    #dbg_value(i64 %117, !318, !DIExpression(), !323)
    #dbg_value(i32 %118, !317, !DIExpression(), !320)
  %119 = getelementptr inbounds i32, ptr @ci, i64 %117, !dbg !325
  %120 = load i32, ptr %119, align 4, !dbg !325, !tbaa !112
  %121 = tail call i32 @llvm.smax.i32(i32 %120, i32 %118), !dbg !325
    #dbg_value(i32 %121, !317, !DIExpression(), !320)
  %122 = add nuw nsw i64 %117, 1, !dbg !327
    #dbg_value(i64 %122, !318, !DIExpression(), !323)
  %123 = icmp eq i64 %122, 1003, !dbg !328
  br i1 %123, label %124, label %116, !dbg !324, !llvm.loop !329

124:                                              ; preds = %116, %124
  %125 = phi i64 [ %132, %124 ], [ 0, %116 ]
  %126 = phi i32 [ %131, %124 ], [ 0, %116 ]
    #dbg_value(i64 %125, !331, !DIExpression(), !338)
    #dbg_value(i32 %126, !337, !DIExpression(), !340)
  %127 = getelementptr inbounds i32, ptr @ci, i64 %125, !dbg !341
  %128 = load i32, ptr %127, align 4, !dbg !341, !tbaa !112
  %129 = icmp sgt i32 %128, 0, !dbg !343
  %130 = zext i1 %129 to i32, !dbg !343
  %131 = add nuw nsw i32 %126, %130, !dbg !344
    #dbg_value(i32 %131, !337, !DIExpression(), !340)
  %132 = add nuw nsw i64 %125, 1, !dbg !345
    #dbg_value(i64 %132, !331, !DIExpression(), !338)
  %133 = icmp eq i64 %132, 1003, !dbg !346
  br i1 %133, label %134, label %124, !dbg !347, !llvm.loop !348

134:                                              ; preds = %124
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %111, i32 noundef %121, i32 noundef %131), !dbg !350
    #dbg_value(i64 0, !96, !DIExpression(), !100)
    #dbg_value(i32 0, !97, !DIExpression(), !351)
  br label %303, !dbg !352

136:                                              ; preds = %1, %295
  %137 = phi i64 [ %298, %295 ], [ 0, %1 ]
    #dbg_value(i64 %137, !91, !DIExpression(), !353)
  %138 = getelementptr inbounds [13 x i32], ptr @__const.main.lens, i64 0, i64 %137, !dbg !354
  %139 = load i32, ptr %138, align 4, !dbg !354, !tbaa !112
    #dbg_value(i32 %139, !93, !DIExpression(), !355)
    #dbg_value(ptr @ai, !254, !DIExpression(), !356)
    #dbg_value(i32 %139, !259, !DIExpression(), !356)
    #dbg_value(i64 0, !260, !DIExpression(), !356)
    #dbg_value(i32 0, !261, !DIExpression(), !358)
  %140 = zext nneg i32 %139 to i64, !dbg !359
  br label %141, !dbg !360

141:                                              ; preds = %141, %136
  %142 = phi i64 [ 0, %136 ], [ %148, %141 ]
  %143 = phi i64 [ 0, %136 ], [ %147, %141 ]
    #dbg_value(i64 %142, !261, !DIExpression(), !358)
    #dbg_value(i64 %143, !260, !DIExpression(), !356)
  %144 = getelementptr inbounds i32, ptr @ai, i64 %142, !dbg !361
  %145 = load i32, ptr %144, align 4, !dbg !361, !tbaa !112
  %146 = sext i32 %145 to i64, !dbg !361
  %147 = add nsw i64 %143, %146, !dbg !362
    #dbg_value(i64 %147, !260, !DIExpression(), !356)
  %148 = add nuw nsw i64 %142, 1, !dbg !363
    #dbg_value(i64 %148, !261, !DIExpression(), !358)
  %149 = icmp eq i64 %148, %140, !dbg !359
  br i1 %149, label %150, label %141, !dbg !360, !llvm.loop !364

150:                                              ; preds = %141
    #dbg_value(ptr @ai, !366, !DIExpression(), !373)
    #dbg_value(i32 %139, !369, !DIExpression(), !373)
    #dbg_value(i32 0, !370, !DIExpression(), !373)
    #dbg_value(i32 0, !371, !DIExpression(), !375)
  %151 = zext nneg i32 %139 to i64, !dbg !376
  br label %152, !dbg !378

152:                                              ; preds = %152, %150
  %153 = phi i64 [ 0, %150 ], [ %158, %152 ]
  %154 = phi i32 [ 0, %150 ], [ %157, %152 ]
    #dbg_value(i64 %153, !371, !DIExpression(), !375)
    #dbg_value(i32 %154, !370, !DIExpression(), !373)
  %155 = getelementptr inbounds i32, ptr @ai, i64 %153, !dbg !379
  %156 = load i32, ptr %155, align 4, !dbg !379, !tbaa !112
  %157 = add i32 %156, %154, !dbg !380
    #dbg_value(i32 %157, !370, !DIExpression(), !373)
  %158 = add nuw nsw i64 %153, 1, !dbg !381
    #dbg_value(i64 %158, !371, !DIExpression(), !375)
  %159 = icmp eq i64 %158, %151, !dbg !376
  br i1 %159, label %160, label %152, !dbg !378, !llvm.loop !382

160:                                              ; preds = %152
    #dbg_value(ptr @ai, !311, !DIExpression(), !384)
    #dbg_value(i32 %139, !316, !DIExpression(), !384)
  %161 = load i32, ptr @ai, align 16, !dbg !386, !tbaa !112
    #dbg_value(i32 %161, !317, !DIExpression(), !384)
    #dbg_value(i32 1, !318, !DIExpression(), !387)
  %162 = icmp eq i64 %137, 0, !dbg !388
  br i1 %162, label %173, label %163, !dbg !389

163:                                              ; preds = %160
  %164 = zext nneg i32 %139 to i64, !dbg !388
  br label %165, !dbg !389

165:                                              ; preds = %165, %163
  %166 = phi i64 [ 1, %163 ], [ %171, %165 ]
  %167 = phi i32 [ %161, %163 ], [ %170, %165 ]
    #dbg_value(i64 %166, !318, !DIExpression(), !387)
    #dbg_value(i32 %167, !317, !DIExpression(), !384)
  %168 = getelementptr inbounds i32, ptr @ai, i64 %166, !dbg !390
  %169 = load i32, ptr %168, align 4, !dbg !390, !tbaa !112
  %170 = tail call i32 @llvm.smax.i32(i32 %169, i32 %167), !dbg !390
    #dbg_value(i32 %170, !317, !DIExpression(), !384)
  %171 = add nuw nsw i64 %166, 1, !dbg !391
    #dbg_value(i64 %171, !318, !DIExpression(), !387)
  %172 = icmp eq i64 %171, %164, !dbg !388
  br i1 %172, label %173, label %165, !dbg !389, !llvm.loop !392

173:                                              ; preds = %165, %160
  %174 = phi i32 [ %161, %160 ], [ %170, %165 ], !dbg !384
    #dbg_value(ptr @as, !394, !DIExpression(), !405)
    #dbg_value(i32 %139, !401, !DIExpression(), !405)
  %175 = load i16, ptr @as, align 16, !dbg !407, !tbaa !125
    #dbg_value(i16 %175, !402, !DIExpression(), !405)
    #dbg_value(i32 1, !403, !DIExpression(), !408)
  br i1 %162, label %186, label %176, !dbg !409

176:                                              ; preds = %173
  %177 = zext nneg i32 %139 to i64, !dbg !410
  br label %178, !dbg !409

178:                                              ; preds = %178, %176
  %179 = phi i64 [ 1, %176 ], [ %184, %178 ]
  %180 = phi i16 [ %175, %176 ], [ %183, %178 ]
    #dbg_value(i64 %179, !403, !DIExpression(), !408)
    #dbg_value(i16 %180, !402, !DIExpression(), !405)
  %181 = getelementptr inbounds i16, ptr @as, i64 %179, !dbg !412
  %182 = load i16, ptr %181, align 2, !dbg !412, !tbaa !125
  %183 = tail call i16 @llvm.smin.i16(i16 %182, i16 %180), !dbg !414
    #dbg_value(i16 %183, !402, !DIExpression(), !405)
  %184 = add nuw nsw i64 %179, 1, !dbg !415
    #dbg_value(i64 %184, !403, !DIExpression(), !408)
  %185 = icmp eq i64 %184, %177, !dbg !410
  br i1 %185, label %186, label %178, !dbg !409, !llvm.loop !416

186:                                              ; preds = %178, %173
  %187 = phi i16 [ %175, %173 ], [ %183, %178 ], !dbg !405
    #dbg_value(ptr @as, !418, !DIExpression(), !425)
    #dbg_value(i32 %139, !421, !DIExpression(), !425)
    #dbg_value(i32 0, !422, !DIExpression(), !425)
    #dbg_value(i32 0, !423, !DIExpression(), !427)
  %188 = zext nneg i32 %139 to i64, !dbg !428
  br label %189, !dbg !430

189:                                              ; preds = %189, %186
  %190 = phi i64 [ 0, %186 ], [ %196, %189 ]
  %191 = phi i32 [ 0, %186 ], [ %195, %189 ]
    #dbg_value(i64 %190, !423, !DIExpression(), !427)
    #dbg_value(i32 %191, !422, !DIExpression(), !425)
  %192 = getelementptr inbounds i16, ptr @as, i64 %190, !dbg !431
  %193 = load i16, ptr %192, align 2, !dbg !431, !tbaa !125
  %194 = sext i16 %193 to i32, !dbg !431
  %195 = add nsw i32 %191, %194, !dbg !432
    #dbg_value(i32 %195, !422, !DIExpression(), !425)
  %196 = add nuw nsw i64 %190, 1, !dbg !433
    #dbg_value(i64 %196, !423, !DIExpression(), !427)
  %197 = icmp eq i64 %196, %188, !dbg !428
  br i1 %197, label %198, label %189, !dbg !430, !llvm.loop !434

198:                                              ; preds = %189
    #dbg_value(ptr @ac, !436, !DIExpression(), !447)
    #dbg_value(i32 %139, !443, !DIExpression(), !447)
    #dbg_value(i32 0, !444, !DIExpression(), !447)
    #dbg_value(i32 0, !445, !DIExpression(), !449)
  %199 = zext nneg i32 %139 to i64, !dbg !450
  br label %200, !dbg !452

200:                                              ; preds = %200, %198
  %201 = phi i64 [ 0, %198 ], [ %207, %200 ]
  %202 = phi i32 [ 0, %198 ], [ %206, %200 ]
    #dbg_value(i64 %201, !445, !DIExpression(), !449)
    #dbg_value(i32 %202, !444, !DIExpression(), !447)
  %203 = getelementptr inbounds i8, ptr @ac, i64 %201, !dbg !453
  %204 = load i8, ptr %203, align 1, !dbg !453, !tbaa !131
  %205 = sext i8 %204 to i32, !dbg !453
  %206 = add nsw i32 %202, %205, !dbg !454
    #dbg_value(i32 %206, !444, !DIExpression(), !447)
  %207 = add nuw nsw i64 %201, 1, !dbg !455
    #dbg_value(i64 %207, !445, !DIExpression(), !449)
  %208 = icmp eq i64 %207, %199, !dbg !450
  br i1 %208, label %209, label %200, !dbg !452, !llvm.loop !456

209:                                              ; preds = %200
    #dbg_value(ptr @au, !458, !DIExpression(), !469)
    #dbg_value(i32 %139, !465, !DIExpression(), !469)
    #dbg_value(i8 0, !466, !DIExpression(), !469)
    #dbg_value(i32 0, !467, !DIExpression(), !471)
  %210 = zext nneg i32 %139 to i64, !dbg !472
  br label %214, !dbg !474

211:                                              ; preds = %214
  %212 = sext i16 %187 to i32, !dbg !475
    #dbg_value(ptr @au, !476, !DIExpression(), !483)
    #dbg_value(i32 %139, !479, !DIExpression(), !483)
    #dbg_value(i8 0, !480, !DIExpression(), !483)
    #dbg_value(i32 0, !481, !DIExpression(), !485)
  %213 = zext nneg i32 %139 to i64, !dbg !486
  br label %225, !dbg !488

214:                                              ; preds = %214, %209
  %215 = phi i64 [ 0, %209 ], [ %220, %214 ]
  %216 = phi i8 [ 0, %209 ], [ %219, %214 ]
    #dbg_value(i64 %215, !467, !DIExpression(), !471)
    #dbg_value(i8 %216, !466, !DIExpression(), !469)
  %217 = getelementptr inbounds i8, ptr @au, i64 %215, !dbg !489
  %218 = load i8, ptr %217, align 1, !dbg !489, !tbaa !131
  %219 = tail call i8 @llvm.umax.i8(i8 %218, i8 %216), !dbg !489
    #dbg_value(i8 %219, !466, !DIExpression(), !469)
  %220 = add nuw nsw i64 %215, 1, !dbg !490
    #dbg_value(i64 %220, !467, !DIExpression(), !471)
  %221 = icmp eq i64 %220, %210, !dbg !472
  br i1 %221, label %211, label %214, !dbg !474, !llvm.loop !491

222:                                              ; preds = %225
  %223 = zext i8 %219 to i32, !dbg !493
    #dbg_value(ptr @af, !194, !DIExpression(), !494)
    #dbg_value(i32 %139, !199, !DIExpression(), !494)
    #dbg_value(float 0.000000e+00, !200, !DIExpression(), !494)
    #dbg_value(i32 0, !201, !DIExpression(), !496)
  %224 = zext nneg i32 %139 to i64, !dbg !497
  br label %233, !dbg !498

225:                                              ; preds = %225, %211
  %226 = phi i64 [ 0, %211 ], [ %231, %225 ]
  %227 = phi i8 [ 0, %211 ], [ %230, %225 ]
    #dbg_value(i64 %226, !481, !DIExpression(), !485)
    #dbg_value(i8 %227, !480, !DIExpression(), !483)
  %228 = getelementptr inbounds i8, ptr @au, i64 %226, !dbg !499
  %229 = load i8, ptr %228, align 1, !dbg !499, !tbaa !131
  %230 = xor i8 %229, %227, !dbg !500
    #dbg_value(i8 %230, !480, !DIExpression(), !483)
  %231 = add nuw nsw i64 %226, 1, !dbg !501
    #dbg_value(i64 %231, !481, !DIExpression(), !485)
  %232 = icmp eq i64 %231, %213, !dbg !486
  br i1 %232, label %222, label %225, !dbg !488, !llvm.loop !502

233:                                              ; preds = %233, %222
  %234 = phi i64 [ 0, %222 ], [ %239, %233 ]
  %235 = phi float [ 0.000000e+00, %222 ], [ %238, %233 ]
    #dbg_value(i64 %234, !201, !DIExpression(), !496)
    #dbg_value(float %235, !200, !DIExpression(), !494)
  %236 = getelementptr inbounds float, ptr @af, i64 %234, !dbg !504
  %237 = load float, ptr %236, align 4, !dbg !504, !tbaa !142
  %238 = fadd float %235, %237, !dbg !505
    #dbg_value(float %238, !200, !DIExpression(), !494)
  %239 = add nuw nsw i64 %234, 1, !dbg !506
    #dbg_value(i64 %239, !201, !DIExpression(), !496)
  %240 = icmp eq i64 %239, %224, !dbg !497
  br i1 %240, label %241, label %233, !dbg !498, !llvm.loop !507

241:                                              ; preds = %233
  %242 = zext i8 %230 to i32, !dbg !509
  %243 = fpext float %238 to double, !dbg !510
    #dbg_value(ptr @af, !511, !DIExpression(), !518)
    #dbg_value(i32 %139, !514, !DIExpression(), !518)
  %244 = load float, ptr @af, align 16, !dbg !520, !tbaa !142
    #dbg_value(float %244, !515, !DIExpression(), !518)
    #dbg_value(i32 1, !516, !DIExpression(), !521)
  br i1 %162, label %256, label %245, !dbg !522

245:                                              ; preds = %241
  %246 = zext nneg i32 %139 to i64, !dbg !523
  br label %247, !dbg !522

247:                                              ; preds = %247, %245
  %248 = phi i64 [ 1, %245 ], [ %254, %247 ]
  %249 = phi float [ %244, %245 ], [ %253, %247 ]
    #dbg_value(i64 %248, !516, !DIExpression(), !521)
    #dbg_value(float %249, !515, !DIExpression(), !518)
  %250 = getelementptr inbounds float, ptr @af, i64 %248, !dbg !525
  %251 = load float, ptr %250, align 4, !dbg !525, !tbaa !142
  %252 = fcmp ogt float %251, %249, !dbg !526
  %253 = select i1 %252, float %251, float %249, !dbg !525
    #dbg_value(float %253, !515, !DIExpression(), !518)
  %254 = add nuw nsw i64 %248, 1, !dbg !527
    #dbg_value(i64 %254, !516, !DIExpression(), !521)
  %255 = icmp eq i64 %254, %246, !dbg !523
  br i1 %255, label %256, label %247, !dbg !522, !llvm.loop !528

256:                                              ; preds = %247, %241
  %257 = phi float [ %244, %241 ], [ %253, %247 ], !dbg !518
    #dbg_value(ptr @ad, !530, !DIExpression(), !544)
    #dbg_value(i32 %139, !537, !DIExpression(), !544)
    #dbg_value(double 0.000000e+00, !538, !DIExpression(), !544)
    #dbg_value(i32 0, !539, !DIExpression(), !546)
  %258 = zext nneg i32 %139 to i64, !dbg !547
  br label %259, !dbg !548

259:                                              ; preds = %259, %256
  %260 = phi i64 [ 0, %256 ], [ %266, %259 ]
  %261 = phi double [ 0.000000e+00, %256 ], [ %265, %259 ]
    #dbg_value(double %261, !538, !DIExpression(), !544)
    #dbg_value(i64 %260, !539, !DIExpression(), !546)
  %262 = getelementptr inbounds double, ptr @ad, i64 %260, !dbg !549
  %263 = load double, ptr %262, align 8, !dbg !549, !tbaa !154
  %264 = fmul double %263, %263, !dbg !550
    #dbg_value(double %264, !541, !DIExpression(), !551)
  %265 = fadd double %261, %264, !dbg !552
    #dbg_value(double %265, !538, !DIExpression(), !544)
  %266 = add nuw nsw i64 %260, 1, !dbg !553
    #dbg_value(i64 %266, !539, !DIExpression(), !546)
  %267 = icmp eq i64 %266, %258, !dbg !547
  br i1 %267, label %268, label %259, !dbg !548, !llvm.loop !554

268:                                              ; preds = %259
    #dbg_value(ptr @ai, !335, !DIExpression(), !556)
    #dbg_value(i32 %139, !336, !DIExpression(), !556)
    #dbg_value(i32 0, !337, !DIExpression(), !556)
    #dbg_value(i32 0, !331, !DIExpression(), !558)
  %269 = zext nneg i32 %139 to i64, !dbg !559
  br label %270, !dbg !560

270:                                              ; preds = %270, %268
  %271 = phi i64 [ 0, %268 ], [ %278, %270 ]
  %272 = phi i32 [ 0, %268 ], [ %277, %270 ]
    #dbg_value(i64 %271, !331, !DIExpression(), !558)
    #dbg_value(i32 %272, !337, !DIExpression(), !556)
  %273 = getelementptr inbounds i32, ptr @ai, i64 %271, !dbg !561
  %274 = load i32, ptr %273, align 4, !dbg !561, !tbaa !112
  %275 = icmp sgt i32 %274, 0, !dbg !562
  %276 = zext i1 %275 to i32, !dbg !562
  %277 = add nuw nsw i32 %272, %276, !dbg !563
    #dbg_value(i32 %277, !337, !DIExpression(), !556)
  %278 = add nuw nsw i64 %271, 1, !dbg !564
    #dbg_value(i64 %278, !331, !DIExpression(), !558)
  %279 = icmp eq i64 %278, %269, !dbg !559
  br i1 %279, label %280, label %270, !dbg !560, !llvm.loop !565

280:                                              ; preds = %270
    #dbg_value(ptr @ai, !567, !DIExpression(), !577)
    #dbg_value(ptr @as, !572, !DIExpression(), !577)
    #dbg_value(i32 %139, !573, !DIExpression(), !577)
    #dbg_value(i64 0, !574, !DIExpression(), !577)
    #dbg_value(i32 0, !575, !DIExpression(), !579)
  %281 = zext nneg i32 %139 to i64, !dbg !580
  br label %282, !dbg !582

282:                                              ; preds = %282, %280
  %283 = phi i64 [ 0, %280 ], [ %293, %282 ]
  %284 = phi i64 [ 0, %280 ], [ %292, %282 ]
    #dbg_value(i64 %283, !575, !DIExpression(), !579)
    #dbg_value(i64 %284, !574, !DIExpression(), !577)
  %285 = getelementptr inbounds i32, ptr @ai, i64 %283, !dbg !583
  %286 = load i32, ptr %285, align 4, !dbg !583, !tbaa !112
  %287 = sext i32 %286 to i64, !dbg !584
  %288 = getelementptr inbounds i16, ptr @as, i64 %283, !dbg !585
  %289 = load i16, ptr %288, align 2, !dbg !585, !tbaa !125
  %290 = sext i16 %289 to i64, !dbg !585
  %291 = mul nsw i64 %290, %287, !dbg !586
  %292 = add nsw i64 %291, %284, !dbg !587
    #dbg_value(i64 %292, !574, !DIExpression(), !577)
  %293 = add nuw nsw i64 %283, 1, !dbg !588
    #dbg_value(i64 %293, !575, !DIExpression(), !579)
  %294 = icmp eq i64 %293, %281, !dbg !580
  br i1 %294, label %295, label %282, !dbg !582, !llvm.loop !589

295:                                              ; preds = %282
  %296 = fpext float %257 to double, !dbg !591
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %139, i64 noundef %147, i32 noundef %157, i32 noundef %174, i32 noundef %212, i32 noundef %195, i32 noundef %206, i32 noundef %223, i32 noundef %242, double noundef %243, double noundef %296, double noundef %265, i32 noundef %277, i64 noundef %292), !dbg !592
  %298 = add nuw nsw i64 %137, 1, !dbg !593
    #dbg_value(i64 %298, !91, !DIExpression(), !353)
  %299 = icmp eq i64 %298, 13, !dbg !594
  br i1 %299, label %41, label %136, !dbg !595, !llvm.loop !596

300:                                              ; preds = %303
  %301 = load i32, ptr getelementptr inbounds (i8, ptr @bi, i64 4008), align 8, !dbg !598, !tbaa !112
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %309, i32 noundef %301), !dbg !599
  ret i32 0, !dbg !600

303:                                              ; preds = %134, %303
  %304 = phi i64 [ 0, %134 ], [ %312, %303 ]
  %305 = phi i64 [ 0, %134 ], [ %309, %303 ]
    #dbg_value(i64 %304, !97, !DIExpression(), !351)
    #dbg_value(i64 %305, !96, !DIExpression(), !100)
  %306 = getelementptr inbounds [1003 x i32], ptr @bi, i64 0, i64 %304, !dbg !601
  %307 = load i32, ptr %306, align 4, !dbg !601, !tbaa !112
  %308 = sext i32 %307 to i64, !dbg !601
  %309 = add nsw i64 %305, %308, !dbg !604
    #dbg_value(i64 %309, !96, !DIExpression(), !100)
  %310 = srem i64 %309, 100000, !dbg !605
  %311 = trunc nsw i64 %310 to i32, !dbg !606
  store i32 %311, ptr %306, align 4, !dbg !607, !tbaa !112
  %312 = add nuw nsw i64 %304, 1, !dbg !608
    #dbg_value(i64 %312, !97, !DIExpression(), !351)
  %313 = icmp eq i64 %312, 1003, !dbg !609
  br i1 %313, label %300, label %303, !dbg !352, !llvm.loop !610
}

; Function Attrs: nofree nounwind
declare !dbg !612 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "vectorize.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "4cfc90f63920c4d7230c5cb92ac8454e")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13, !18}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !14, line: 27, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !16, line: 44, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !19, line: 27, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !16, line: 45, baseType: !21)
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !{!23, !29, !34, !39, !41, !0, !46, !51, !53, !56, !59, !62, !65, !67}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 928, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 116)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 156, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 256, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 32)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 240, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 30)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !31, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 184, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 23)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "bi", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32096, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 1003)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "ci", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "as", scope: !2, file: !3, line: 11, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16048, elements: !49)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "ac", scope: !2, file: !3, line: 12, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8024, elements: !49)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "au", scope: !2, file: !3, line: 13, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8024, elements: !49)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "af", scope: !2, file: !3, line: 14, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32096, elements: !49)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "bf", scope: !2, file: !3, line: 14, type: !64, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "ad", scope: !2, file: !3, line: 15, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64192, elements: !49)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !79, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!5}
!81 = !{!82, !85, !87, !91, !93, !96, !97}
!82 = !DILocalVariable(name: "x", scope: !78, file: !3, line: 133, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !19, line: 26, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !16, line: 42, baseType: !12)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 134, type: !5)
!86 = distinct !DILexicalBlock(scope: !78, file: !3, line: 134, column: 5)
!87 = !DILocalVariable(name: "lens", scope: !78, file: !3, line: 145, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 416, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 13)
!91 = !DILocalVariable(name: "k", scope: !92, file: !3, line: 146, type: !5)
!92 = distinct !DILexicalBlock(scope: !78, file: !3, line: 146, column: 5)
!93 = !DILocalVariable(name: "n", scope: !94, file: !3, line: 147, type: !5)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 146, column: 34)
!95 = distinct !DILexicalBlock(scope: !92, file: !3, line: 146, column: 5)
!96 = !DILocalVariable(name: "prefix", scope: !78, file: !3, line: 164, type: !17)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 165, type: !5)
!98 = distinct !DILexicalBlock(scope: !78, file: !3, line: 165, column: 5)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 0, scope: !78)
!101 = !DILocation(line: 0, scope: !86)
!102 = !DILocation(line: 134, column: 5, scope: !86)
!103 = !DILocation(line: 135, column: 15, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 134, column: 33)
!105 = distinct !DILexicalBlock(scope: !86, file: !3, line: 134, column: 5)
!106 = !DILocation(line: 135, column: 26, scope: !104)
!107 = !DILocation(line: 136, column: 25, scope: !104)
!108 = !DILocation(line: 136, column: 31, scope: !104)
!109 = !DILocation(line: 136, column: 41, scope: !104)
!110 = !DILocation(line: 136, column: 9, scope: !104)
!111 = !DILocation(line: 136, column: 15, scope: !104)
!112 = !{!113, !113, i64 0}
!113 = !{!"int", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C/C++ TBAA"}
!116 = !DILocation(line: 137, column: 25, scope: !104)
!117 = !DILocation(line: 137, column: 33, scope: !104)
!118 = !DILocation(line: 137, column: 9, scope: !104)
!119 = !DILocation(line: 137, column: 15, scope: !104)
!120 = !DILocation(line: 138, column: 33, scope: !104)
!121 = !DILocation(line: 138, column: 40, scope: !104)
!122 = !DILocation(line: 138, column: 17, scope: !104)
!123 = !DILocation(line: 138, column: 9, scope: !104)
!124 = !DILocation(line: 138, column: 15, scope: !104)
!125 = !{!126, !126, i64 0}
!126 = !{!"short", !114, i64 0}
!127 = !DILocation(line: 139, column: 40, scope: !104)
!128 = !DILocation(line: 139, column: 17, scope: !104)
!129 = !DILocation(line: 139, column: 9, scope: !104)
!130 = !DILocation(line: 139, column: 15, scope: !104)
!131 = !{!114, !114, i64 0}
!132 = !DILocation(line: 140, column: 35, scope: !104)
!133 = !DILocation(line: 140, column: 17, scope: !104)
!134 = !DILocation(line: 140, column: 9, scope: !104)
!135 = !DILocation(line: 140, column: 15, scope: !104)
!136 = !DILocation(line: 141, column: 33, scope: !104)
!137 = !DILocation(line: 141, column: 42, scope: !104)
!138 = !DILocation(line: 141, column: 17, scope: !104)
!139 = !DILocation(line: 141, column: 51, scope: !104)
!140 = !DILocation(line: 141, column: 9, scope: !104)
!141 = !DILocation(line: 141, column: 15, scope: !104)
!142 = !{!143, !143, i64 0}
!143 = !{!"float", !114, i64 0}
!144 = !DILocation(line: 142, column: 17, scope: !104)
!145 = !DILocation(line: 142, column: 26, scope: !104)
!146 = !DILocation(line: 142, column: 9, scope: !104)
!147 = !DILocation(line: 142, column: 15, scope: !104)
!148 = !DILocation(line: 143, column: 34, scope: !104)
!149 = !DILocation(line: 143, column: 42, scope: !104)
!150 = !DILocation(line: 143, column: 17, scope: !104)
!151 = !DILocation(line: 143, column: 50, scope: !104)
!152 = !DILocation(line: 143, column: 9, scope: !104)
!153 = !DILocation(line: 143, column: 15, scope: !104)
!154 = !{!155, !155, i64 0}
!155 = !{!"double", !114, i64 0}
!156 = !DILocation(line: 134, column: 29, scope: !105)
!157 = !DILocation(line: 134, column: 23, scope: !105)
!158 = distinct !{!158, !102, !159, !160, !161}
!159 = !DILocation(line: 144, column: 5, scope: !86)
!160 = !{!"llvm.loop.mustprogress"}
!161 = !{!"llvm.loop.unroll.disable"}
!162 = !DILocalVariable(name: "i", scope: !163, file: !3, line: 98, type: !5)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 98, column: 5)
!164 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 97, type: !165, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !170)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !9, !167, !169, !5}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!170 = !{!171, !172, !173, !174, !162, !175}
!171 = !DILocalVariable(name: "a", arg: 1, scope: !164, file: !3, line: 97, type: !9)
!172 = !DILocalVariable(name: "x", arg: 2, scope: !164, file: !3, line: 97, type: !167)
!173 = !DILocalVariable(name: "y", arg: 3, scope: !164, file: !3, line: 97, type: !169)
!174 = !DILocalVariable(name: "n", arg: 4, scope: !164, file: !3, line: 97, type: !5)
!175 = !DILocalVariable(name: "t", scope: !176, file: !3, line: 99, type: !9)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 98, column: 33)
!177 = distinct !DILexicalBlock(scope: !163, file: !3, line: 98, column: 5)
!178 = !DILocation(line: 0, scope: !163, inlinedAt: !179)
!179 = distinct !DILocation(line: 155, column: 5, scope: !78)
!180 = !DILocation(line: 99, column: 23, scope: !176, inlinedAt: !179)
!181 = !DILocation(line: 99, column: 21, scope: !176, inlinedAt: !179)
!182 = !DILocation(line: 0, scope: !176, inlinedAt: !179)
!183 = !DILocation(line: 100, column: 20, scope: !176, inlinedAt: !179)
!184 = !DILocation(line: 100, column: 18, scope: !176, inlinedAt: !179)
!185 = !DILocation(line: 100, column: 14, scope: !176, inlinedAt: !179)
!186 = !DILocation(line: 98, column: 29, scope: !177, inlinedAt: !179)
!187 = !DILocation(line: 98, column: 23, scope: !177, inlinedAt: !179)
!188 = !DILocation(line: 98, column: 5, scope: !163, inlinedAt: !179)
!189 = distinct !{!189, !188, !190, !160, !161}
!190 = !DILocation(line: 101, column: 5, scope: !163, inlinedAt: !179)
!191 = !DILocation(line: 156, column: 56, scope: !78)
!192 = !DILocation(line: 156, column: 71, scope: !78)
!193 = !DILocation(line: 157, column: 20, scope: !78)
!194 = !DILocalVariable(name: "a", arg: 1, scope: !195, file: !3, line: 74, type: !167)
!195 = distinct !DISubprogram(name: "sum_float", scope: !3, file: !3, line: 74, type: !196, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!9, !167, !5}
!198 = !{!194, !199, !200, !201}
!199 = !DILocalVariable(name: "n", arg: 2, scope: !195, file: !3, line: 74, type: !5)
!200 = !DILocalVariable(name: "s", scope: !195, file: !3, line: 75, type: !9)
!201 = !DILocalVariable(name: "i", scope: !202, file: !3, line: 76, type: !5)
!202 = distinct !DILexicalBlock(scope: !195, file: !3, line: 76, column: 5)
!203 = !DILocation(line: 0, scope: !195, inlinedAt: !204)
!204 = distinct !DILocation(line: 157, column: 39, scope: !78)
!205 = !DILocation(line: 0, scope: !202, inlinedAt: !204)
!206 = !DILocation(line: 76, column: 5, scope: !202, inlinedAt: !204)
!207 = !DILocation(line: 77, column: 14, scope: !208, inlinedAt: !204)
!208 = distinct !DILexicalBlock(scope: !202, file: !3, line: 76, column: 5)
!209 = !DILocation(line: 77, column: 11, scope: !208, inlinedAt: !204)
!210 = !DILocation(line: 76, column: 29, scope: !208, inlinedAt: !204)
!211 = !DILocation(line: 76, column: 23, scope: !208, inlinedAt: !204)
!212 = distinct !{!212, !206, !213, !160, !161}
!213 = !DILocation(line: 77, column: 17, scope: !202, inlinedAt: !204)
!214 = !DILocation(line: 156, column: 48, scope: !78)
!215 = !DILocation(line: 156, column: 63, scope: !78)
!216 = !DILocation(line: 157, column: 12, scope: !78)
!217 = !DILocation(line: 157, column: 31, scope: !78)
!218 = !DILocation(line: 156, column: 5, scope: !78)
!219 = !DILocalVariable(name: "c", arg: 1, scope: !220, file: !3, line: 104, type: !223)
!220 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 104, type: !221, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !223, !225, !225, !5}
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !224)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!228 = !{!219, !229, !230, !231, !232}
!229 = !DILocalVariable(name: "a", arg: 2, scope: !220, file: !3, line: 104, type: !225)
!230 = !DILocalVariable(name: "b", arg: 3, scope: !220, file: !3, line: 104, type: !225)
!231 = !DILocalVariable(name: "n", arg: 4, scope: !220, file: !3, line: 104, type: !5)
!232 = !DILocalVariable(name: "i", scope: !233, file: !3, line: 105, type: !5)
!233 = distinct !DILexicalBlock(scope: !220, file: !3, line: 105, column: 5)
!234 = !DILocation(line: 0, scope: !220, inlinedAt: !235)
!235 = distinct !DILocation(line: 158, column: 5, scope: !78)
!236 = !DILocation(line: 0, scope: !233, inlinedAt: !235)
!237 = !DILocation(line: 105, column: 5, scope: !233, inlinedAt: !235)
!238 = !DILocation(line: 106, column: 16, scope: !239, inlinedAt: !235)
!239 = distinct !DILexicalBlock(scope: !233, file: !3, line: 105, column: 5)
!240 = !DILocation(line: 106, column: 21, scope: !239, inlinedAt: !235)
!241 = !DILocation(line: 106, column: 27, scope: !239, inlinedAt: !235)
!242 = !DILocation(line: 106, column: 25, scope: !239, inlinedAt: !235)
!243 = !DILocation(line: 106, column: 40, scope: !239, inlinedAt: !235)
!244 = !DILocation(line: 106, column: 32, scope: !239, inlinedAt: !235)
!245 = !DILocation(line: 106, column: 9, scope: !239, inlinedAt: !235)
!246 = !DILocation(line: 106, column: 14, scope: !239, inlinedAt: !235)
!247 = !DILocation(line: 105, column: 29, scope: !239, inlinedAt: !235)
!248 = !DILocation(line: 105, column: 23, scope: !239, inlinedAt: !235)
!249 = distinct !{!249, !237, !250, !160, !161}
!250 = !DILocation(line: 106, column: 44, scope: !233, inlinedAt: !235)
!251 = !DILocation(line: 159, column: 46, scope: !78)
!252 = !DILocation(line: 159, column: 53, scope: !78)
!253 = !DILocation(line: 159, column: 60, scope: !78)
!254 = !DILocalVariable(name: "a", arg: 1, scope: !255, file: !3, line: 17, type: !226)
!255 = distinct !DISubprogram(name: "sum_int", scope: !3, file: !3, line: 17, type: !256, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !258)
!256 = !DISubroutineType(types: !257)
!257 = !{!17, !226, !5}
!258 = !{!254, !259, !260, !261}
!259 = !DILocalVariable(name: "n", arg: 2, scope: !255, file: !3, line: 17, type: !5)
!260 = !DILocalVariable(name: "s", scope: !255, file: !3, line: 18, type: !17)
!261 = !DILocalVariable(name: "i", scope: !262, file: !3, line: 19, type: !5)
!262 = distinct !DILexicalBlock(scope: !255, file: !3, line: 19, column: 5)
!263 = !DILocation(line: 0, scope: !255, inlinedAt: !264)
!264 = distinct !DILocation(line: 159, column: 71, scope: !78)
!265 = !DILocation(line: 0, scope: !262, inlinedAt: !264)
!266 = !DILocation(line: 19, column: 5, scope: !262, inlinedAt: !264)
!267 = !DILocation(line: 20, column: 14, scope: !268, inlinedAt: !264)
!268 = distinct !DILexicalBlock(scope: !262, file: !3, line: 19, column: 5)
!269 = !DILocation(line: 20, column: 11, scope: !268, inlinedAt: !264)
!270 = !DILocation(line: 19, column: 29, scope: !268, inlinedAt: !264)
!271 = !DILocation(line: 19, column: 23, scope: !268, inlinedAt: !264)
!272 = distinct !{!272, !266, !273, !160, !161}
!273 = !DILocation(line: 20, column: 17, scope: !262, inlinedAt: !264)
!274 = !DILocation(line: 159, column: 5, scope: !78)
!275 = !DILocalVariable(name: "a", arg: 1, scope: !276, file: !3, line: 116, type: !224)
!276 = distinct !DISubprogram(name: "clamp_array", scope: !3, file: !3, line: 116, type: !277, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !279)
!277 = !DISubroutineType(types: !278)
!278 = !{null, !224, !5, !5, !5}
!279 = !{!275, !280, !281, !282, !283, !285}
!280 = !DILocalVariable(name: "n", arg: 2, scope: !276, file: !3, line: 116, type: !5)
!281 = !DILocalVariable(name: "lo", arg: 3, scope: !276, file: !3, line: 116, type: !5)
!282 = !DILocalVariable(name: "hi", arg: 4, scope: !276, file: !3, line: 116, type: !5)
!283 = !DILocalVariable(name: "i", scope: !284, file: !3, line: 117, type: !5)
!284 = distinct !DILexicalBlock(scope: !276, file: !3, line: 117, column: 5)
!285 = !DILocalVariable(name: "v", scope: !286, file: !3, line: 118, type: !5)
!286 = distinct !DILexicalBlock(scope: !287, file: !3, line: 117, column: 33)
!287 = distinct !DILexicalBlock(scope: !284, file: !3, line: 117, column: 5)
!288 = !DILocation(line: 0, scope: !276, inlinedAt: !289)
!289 = distinct !DILocation(line: 160, column: 5, scope: !78)
!290 = !DILocation(line: 0, scope: !284, inlinedAt: !289)
!291 = !DILocation(line: 117, column: 5, scope: !284, inlinedAt: !289)
!292 = !DILocation(line: 118, column: 17, scope: !286, inlinedAt: !289)
!293 = !DILocation(line: 0, scope: !286, inlinedAt: !289)
!294 = !DILocation(line: 119, column: 13, scope: !286, inlinedAt: !289)
!295 = !DILocation(line: 120, column: 13, scope: !286, inlinedAt: !289)
!296 = !DILocation(line: 121, column: 14, scope: !286, inlinedAt: !289)
!297 = !DILocation(line: 117, column: 29, scope: !287, inlinedAt: !289)
!298 = !DILocation(line: 117, column: 23, scope: !287, inlinedAt: !289)
!299 = distinct !{!299, !291, !300, !160, !161}
!300 = !DILocation(line: 122, column: 5, scope: !284, inlinedAt: !289)
!301 = !DILocation(line: 0, scope: !262, inlinedAt: !302)
!302 = distinct !DILocation(line: 161, column: 48, scope: !78)
!303 = !DILocation(line: 0, scope: !255, inlinedAt: !302)
!304 = !DILocation(line: 20, column: 14, scope: !268, inlinedAt: !302)
!305 = !DILocation(line: 20, column: 11, scope: !268, inlinedAt: !302)
!306 = !DILocation(line: 19, column: 29, scope: !268, inlinedAt: !302)
!307 = !DILocation(line: 19, column: 23, scope: !268, inlinedAt: !302)
!308 = !DILocation(line: 19, column: 5, scope: !262, inlinedAt: !302)
!309 = distinct !{!309, !308, !310, !160, !161}
!310 = !DILocation(line: 20, column: 17, scope: !262, inlinedAt: !302)
!311 = !DILocalVariable(name: "a", arg: 1, scope: !312, file: !3, line: 31, type: !226)
!312 = distinct !DISubprogram(name: "max_int", scope: !3, file: !3, line: 31, type: !313, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !315)
!313 = !DISubroutineType(types: !314)
!314 = !{!5, !226, !5}
!315 = !{!311, !316, !317, !318}
!316 = !DILocalVariable(name: "n", arg: 2, scope: !312, file: !3, line: 31, type: !5)
!317 = !DILocalVariable(name: "m", scope: !312, file: !3, line: 32, type: !5)
!318 = !DILocalVariable(name: "i", scope: !319, file: !3, line: 33, type: !5)
!319 = distinct !DILexicalBlock(scope: !312, file: !3, line: 33, column: 5)
!320 = !DILocation(line: 0, scope: !312, inlinedAt: !321)
!321 = distinct !DILocation(line: 161, column: 64, scope: !78)
!322 = !DILocation(line: 32, column: 13, scope: !312, inlinedAt: !321)
!323 = !DILocation(line: 0, scope: !319, inlinedAt: !321)
!324 = !DILocation(line: 33, column: 5, scope: !319, inlinedAt: !321)
!325 = !DILocation(line: 34, column: 13, scope: !326, inlinedAt: !321)
!326 = distinct !DILexicalBlock(scope: !319, file: !3, line: 33, column: 5)
!327 = !DILocation(line: 33, column: 29, scope: !326, inlinedAt: !321)
!328 = !DILocation(line: 33, column: 23, scope: !326, inlinedAt: !321)
!329 = distinct !{!329, !324, !330, !160, !161}
!330 = !DILocation(line: 34, column: 31, scope: !319, inlinedAt: !321)
!331 = !DILocalVariable(name: "i", scope: !332, file: !3, line: 111, type: !5)
!332 = distinct !DILexicalBlock(scope: !333, file: !3, line: 111, column: 5)
!333 = distinct !DISubprogram(name: "count_positive", scope: !3, file: !3, line: 109, type: !313, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !334)
!334 = !{!335, !336, !337, !331}
!335 = !DILocalVariable(name: "a", arg: 1, scope: !333, file: !3, line: 109, type: !226)
!336 = !DILocalVariable(name: "n", arg: 2, scope: !333, file: !3, line: 109, type: !5)
!337 = !DILocalVariable(name: "c", scope: !333, file: !3, line: 110, type: !5)
!338 = !DILocation(line: 0, scope: !332, inlinedAt: !339)
!339 = distinct !DILocation(line: 162, column: 12, scope: !78)
!340 = !DILocation(line: 0, scope: !333, inlinedAt: !339)
!341 = !DILocation(line: 112, column: 14, scope: !342, inlinedAt: !339)
!342 = distinct !DILexicalBlock(scope: !332, file: !3, line: 111, column: 5)
!343 = !DILocation(line: 112, column: 19, scope: !342, inlinedAt: !339)
!344 = !DILocation(line: 112, column: 11, scope: !342, inlinedAt: !339)
!345 = !DILocation(line: 111, column: 29, scope: !342, inlinedAt: !339)
!346 = !DILocation(line: 111, column: 23, scope: !342, inlinedAt: !339)
!347 = !DILocation(line: 111, column: 5, scope: !332, inlinedAt: !339)
!348 = distinct !{!348, !347, !349, !160, !161}
!349 = !DILocation(line: 112, column: 21, scope: !332, inlinedAt: !339)
!350 = !DILocation(line: 161, column: 5, scope: !78)
!351 = !DILocation(line: 0, scope: !98)
!352 = !DILocation(line: 165, column: 5, scope: !98)
!353 = !DILocation(line: 0, scope: !92)
!354 = !DILocation(line: 147, column: 17, scope: !94)
!355 = !DILocation(line: 0, scope: !94)
!356 = !DILocation(line: 0, scope: !255, inlinedAt: !357)
!357 = distinct !DILocation(line: 150, column: 19, scope: !94)
!358 = !DILocation(line: 0, scope: !262, inlinedAt: !357)
!359 = !DILocation(line: 19, column: 23, scope: !268, inlinedAt: !357)
!360 = !DILocation(line: 19, column: 5, scope: !262, inlinedAt: !357)
!361 = !DILocation(line: 20, column: 14, scope: !268, inlinedAt: !357)
!362 = !DILocation(line: 20, column: 11, scope: !268, inlinedAt: !357)
!363 = !DILocation(line: 19, column: 29, scope: !268, inlinedAt: !357)
!364 = distinct !{!364, !360, !365, !160, !161}
!365 = !DILocation(line: 20, column: 17, scope: !262, inlinedAt: !357)
!366 = !DILocalVariable(name: "a", arg: 1, scope: !367, file: !3, line: 24, type: !226)
!367 = distinct !DISubprogram(name: "sum_int32", scope: !3, file: !3, line: 24, type: !313, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !368)
!368 = !{!366, !369, !370, !371}
!369 = !DILocalVariable(name: "n", arg: 2, scope: !367, file: !3, line: 24, type: !5)
!370 = !DILocalVariable(name: "s", scope: !367, file: !3, line: 25, type: !12)
!371 = !DILocalVariable(name: "i", scope: !372, file: !3, line: 26, type: !5)
!372 = distinct !DILexicalBlock(scope: !367, file: !3, line: 26, column: 5)
!373 = !DILocation(line: 0, scope: !367, inlinedAt: !374)
!374 = distinct !DILocation(line: 150, column: 35, scope: !94)
!375 = !DILocation(line: 0, scope: !372, inlinedAt: !374)
!376 = !DILocation(line: 26, column: 23, scope: !377, inlinedAt: !374)
!377 = distinct !DILexicalBlock(scope: !372, file: !3, line: 26, column: 5)
!378 = !DILocation(line: 26, column: 5, scope: !372, inlinedAt: !374)
!379 = !DILocation(line: 27, column: 24, scope: !377, inlinedAt: !374)
!380 = !DILocation(line: 27, column: 11, scope: !377, inlinedAt: !374)
!381 = !DILocation(line: 26, column: 29, scope: !377, inlinedAt: !374)
!382 = distinct !{!382, !378, !383, !160, !161}
!383 = !DILocation(line: 27, column: 27, scope: !372, inlinedAt: !374)
!384 = !DILocation(line: 0, scope: !312, inlinedAt: !385)
!385 = distinct !DILocation(line: 150, column: 53, scope: !94)
!386 = !DILocation(line: 32, column: 13, scope: !312, inlinedAt: !385)
!387 = !DILocation(line: 0, scope: !319, inlinedAt: !385)
!388 = !DILocation(line: 33, column: 23, scope: !326, inlinedAt: !385)
!389 = !DILocation(line: 33, column: 5, scope: !319, inlinedAt: !385)
!390 = !DILocation(line: 34, column: 13, scope: !326, inlinedAt: !385)
!391 = !DILocation(line: 33, column: 29, scope: !326, inlinedAt: !385)
!392 = distinct !{!392, !389, !393, !160, !161}
!393 = !DILocation(line: 34, column: 31, scope: !319, inlinedAt: !385)
!394 = !DILocalVariable(name: "a", arg: 1, scope: !395, file: !3, line: 38, type: !398)
!395 = distinct !DISubprogram(name: "min_short", scope: !3, file: !3, line: 38, type: !396, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !400)
!396 = !DISubroutineType(types: !397)
!397 = !{!5, !398, !5}
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!400 = !{!394, !401, !402, !403}
!401 = !DILocalVariable(name: "n", arg: 2, scope: !395, file: !3, line: 38, type: !5)
!402 = !DILocalVariable(name: "m", scope: !395, file: !3, line: 39, type: !6)
!403 = !DILocalVariable(name: "i", scope: !404, file: !3, line: 40, type: !5)
!404 = distinct !DILexicalBlock(scope: !395, file: !3, line: 40, column: 5)
!405 = !DILocation(line: 0, scope: !395, inlinedAt: !406)
!406 = distinct !DILocation(line: 150, column: 69, scope: !94)
!407 = !DILocation(line: 39, column: 15, scope: !395, inlinedAt: !406)
!408 = !DILocation(line: 0, scope: !404, inlinedAt: !406)
!409 = !DILocation(line: 40, column: 5, scope: !404, inlinedAt: !406)
!410 = !DILocation(line: 40, column: 23, scope: !411, inlinedAt: !406)
!411 = distinct !DILexicalBlock(scope: !404, file: !3, line: 40, column: 5)
!412 = !DILocation(line: 41, column: 13, scope: !413, inlinedAt: !406)
!413 = distinct !DILexicalBlock(scope: !411, file: !3, line: 41, column: 13)
!414 = !DILocation(line: 41, column: 13, scope: !411, inlinedAt: !406)
!415 = !DILocation(line: 40, column: 29, scope: !411, inlinedAt: !406)
!416 = distinct !{!416, !409, !417, !160, !161}
!417 = !DILocation(line: 42, column: 20, scope: !404, inlinedAt: !406)
!418 = !DILocalVariable(name: "a", arg: 1, scope: !419, file: !3, line: 46, type: !398)
!419 = distinct !DISubprogram(name: "sum_short", scope: !3, file: !3, line: 46, type: !396, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !420)
!420 = !{!418, !421, !422, !423}
!421 = !DILocalVariable(name: "n", arg: 2, scope: !419, file: !3, line: 46, type: !5)
!422 = !DILocalVariable(name: "s", scope: !419, file: !3, line: 47, type: !5)
!423 = !DILocalVariable(name: "i", scope: !424, file: !3, line: 48, type: !5)
!424 = distinct !DILexicalBlock(scope: !419, file: !3, line: 48, column: 5)
!425 = !DILocation(line: 0, scope: !419, inlinedAt: !426)
!426 = distinct !DILocation(line: 151, column: 16, scope: !94)
!427 = !DILocation(line: 0, scope: !424, inlinedAt: !426)
!428 = !DILocation(line: 48, column: 23, scope: !429, inlinedAt: !426)
!429 = distinct !DILexicalBlock(scope: !424, file: !3, line: 48, column: 5)
!430 = !DILocation(line: 48, column: 5, scope: !424, inlinedAt: !426)
!431 = !DILocation(line: 49, column: 14, scope: !429, inlinedAt: !426)
!432 = !DILocation(line: 49, column: 11, scope: !429, inlinedAt: !426)
!433 = !DILocation(line: 48, column: 29, scope: !429, inlinedAt: !426)
!434 = distinct !{!434, !430, !435, !160, !161}
!435 = !DILocation(line: 49, column: 17, scope: !424, inlinedAt: !426)
!436 = !DILocalVariable(name: "a", arg: 1, scope: !437, file: !3, line: 53, type: !440)
!437 = distinct !DISubprogram(name: "sum_char", scope: !3, file: !3, line: 53, type: !438, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !442)
!438 = !DISubroutineType(types: !439)
!439 = !{!5, !440, !5}
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !441, size: 64)
!441 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!442 = !{!436, !443, !444, !445}
!443 = !DILocalVariable(name: "n", arg: 2, scope: !437, file: !3, line: 53, type: !5)
!444 = !DILocalVariable(name: "s", scope: !437, file: !3, line: 54, type: !5)
!445 = !DILocalVariable(name: "i", scope: !446, file: !3, line: 55, type: !5)
!446 = distinct !DILexicalBlock(scope: !437, file: !3, line: 55, column: 5)
!447 = !DILocation(line: 0, scope: !437, inlinedAt: !448)
!448 = distinct !DILocation(line: 151, column: 34, scope: !94)
!449 = !DILocation(line: 0, scope: !446, inlinedAt: !448)
!450 = !DILocation(line: 55, column: 23, scope: !451, inlinedAt: !448)
!451 = distinct !DILexicalBlock(scope: !446, file: !3, line: 55, column: 5)
!452 = !DILocation(line: 55, column: 5, scope: !446, inlinedAt: !448)
!453 = !DILocation(line: 56, column: 14, scope: !451, inlinedAt: !448)
!454 = !DILocation(line: 56, column: 11, scope: !451, inlinedAt: !448)
!455 = !DILocation(line: 55, column: 29, scope: !451, inlinedAt: !448)
!456 = distinct !{!456, !452, !457, !160, !161}
!457 = !DILocation(line: 56, column: 17, scope: !446, inlinedAt: !448)
!458 = !DILocalVariable(name: "a", arg: 1, scope: !459, file: !3, line: 60, type: !462)
!459 = distinct !DISubprogram(name: "max_uchar", scope: !3, file: !3, line: 60, type: !460, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !464)
!460 = !DISubroutineType(types: !461)
!461 = !{!12, !462, !5}
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !463, size: 64)
!463 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!464 = !{!458, !465, !466, !467}
!465 = !DILocalVariable(name: "n", arg: 2, scope: !459, file: !3, line: 60, type: !5)
!466 = !DILocalVariable(name: "m", scope: !459, file: !3, line: 61, type: !8)
!467 = !DILocalVariable(name: "i", scope: !468, file: !3, line: 62, type: !5)
!468 = distinct !DILexicalBlock(scope: !459, file: !3, line: 62, column: 5)
!469 = !DILocation(line: 0, scope: !459, inlinedAt: !470)
!470 = distinct !DILocation(line: 151, column: 51, scope: !94)
!471 = !DILocation(line: 0, scope: !468, inlinedAt: !470)
!472 = !DILocation(line: 62, column: 23, scope: !473, inlinedAt: !470)
!473 = distinct !DILexicalBlock(scope: !468, file: !3, line: 62, column: 5)
!474 = !DILocation(line: 62, column: 5, scope: !468, inlinedAt: !470)
!475 = !DILocation(line: 43, column: 12, scope: !395, inlinedAt: !406)
!476 = !DILocalVariable(name: "a", arg: 1, scope: !477, file: !3, line: 67, type: !462)
!477 = distinct !DISubprogram(name: "xor_uchar", scope: !3, file: !3, line: 67, type: !460, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !478)
!478 = !{!476, !479, !480, !481}
!479 = !DILocalVariable(name: "n", arg: 2, scope: !477, file: !3, line: 67, type: !5)
!480 = !DILocalVariable(name: "x", scope: !477, file: !3, line: 68, type: !8)
!481 = !DILocalVariable(name: "i", scope: !482, file: !3, line: 69, type: !5)
!482 = distinct !DILexicalBlock(scope: !477, file: !3, line: 69, column: 5)
!483 = !DILocation(line: 0, scope: !477, inlinedAt: !484)
!484 = distinct !DILocation(line: 151, column: 69, scope: !94)
!485 = !DILocation(line: 0, scope: !482, inlinedAt: !484)
!486 = !DILocation(line: 69, column: 23, scope: !487, inlinedAt: !484)
!487 = distinct !DILexicalBlock(scope: !482, file: !3, line: 69, column: 5)
!488 = !DILocation(line: 69, column: 5, scope: !482, inlinedAt: !484)
!489 = !DILocation(line: 63, column: 13, scope: !473, inlinedAt: !470)
!490 = !DILocation(line: 62, column: 29, scope: !473, inlinedAt: !470)
!491 = distinct !{!491, !474, !492, !160, !161}
!492 = !DILocation(line: 63, column: 31, scope: !468, inlinedAt: !470)
!493 = !DILocation(line: 64, column: 12, scope: !459, inlinedAt: !470)
!494 = !DILocation(line: 0, scope: !195, inlinedAt: !495)
!495 = distinct !DILocation(line: 152, column: 24, scope: !94)
!496 = !DILocation(line: 0, scope: !202, inlinedAt: !495)
!497 = !DILocation(line: 76, column: 23, scope: !208, inlinedAt: !495)
!498 = !DILocation(line: 76, column: 5, scope: !202, inlinedAt: !495)
!499 = !DILocation(line: 70, column: 14, scope: !487, inlinedAt: !484)
!500 = !DILocation(line: 70, column: 11, scope: !487, inlinedAt: !484)
!501 = !DILocation(line: 69, column: 29, scope: !487, inlinedAt: !484)
!502 = distinct !{!502, !488, !503, !160, !161}
!503 = !DILocation(line: 70, column: 17, scope: !482, inlinedAt: !484)
!504 = !DILocation(line: 77, column: 14, scope: !208, inlinedAt: !495)
!505 = !DILocation(line: 77, column: 11, scope: !208, inlinedAt: !495)
!506 = !DILocation(line: 76, column: 29, scope: !208, inlinedAt: !495)
!507 = distinct !{!507, !498, !508, !160, !161}
!508 = !DILocation(line: 77, column: 17, scope: !202, inlinedAt: !495)
!509 = !DILocation(line: 71, column: 12, scope: !477, inlinedAt: !484)
!510 = !DILocation(line: 152, column: 16, scope: !94)
!511 = !DILocalVariable(name: "a", arg: 1, scope: !512, file: !3, line: 81, type: !167)
!512 = distinct !DISubprogram(name: "max_float", scope: !3, file: !3, line: 81, type: !196, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !513)
!513 = !{!511, !514, !515, !516}
!514 = !DILocalVariable(name: "n", arg: 2, scope: !512, file: !3, line: 81, type: !5)
!515 = !DILocalVariable(name: "m", scope: !512, file: !3, line: 82, type: !9)
!516 = !DILocalVariable(name: "i", scope: !517, file: !3, line: 83, type: !5)
!517 = distinct !DILexicalBlock(scope: !512, file: !3, line: 83, column: 5)
!518 = !DILocation(line: 0, scope: !512, inlinedAt: !519)
!519 = distinct !DILocation(line: 152, column: 50, scope: !94)
!520 = !DILocation(line: 82, column: 15, scope: !512, inlinedAt: !519)
!521 = !DILocation(line: 0, scope: !517, inlinedAt: !519)
!522 = !DILocation(line: 83, column: 5, scope: !517, inlinedAt: !519)
!523 = !DILocation(line: 83, column: 23, scope: !524, inlinedAt: !519)
!524 = distinct !DILexicalBlock(scope: !517, file: !3, line: 83, column: 5)
!525 = !DILocation(line: 84, column: 13, scope: !524, inlinedAt: !519)
!526 = !DILocation(line: 84, column: 18, scope: !524, inlinedAt: !519)
!527 = !DILocation(line: 83, column: 29, scope: !524, inlinedAt: !519)
!528 = distinct !{!528, !522, !529, !160, !161}
!529 = !DILocation(line: 84, column: 31, scope: !517, inlinedAt: !519)
!530 = !DILocalVariable(name: "a", arg: 1, scope: !531, file: !3, line: 88, type: !534)
!531 = distinct !DISubprogram(name: "dot_double", scope: !3, file: !3, line: 88, type: !532, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !536)
!532 = !DISubroutineType(types: !533)
!533 = !{!10, !534, !5}
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!535 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!536 = !{!530, !537, !538, !539, !541}
!537 = !DILocalVariable(name: "n", arg: 2, scope: !531, file: !3, line: 88, type: !5)
!538 = !DILocalVariable(name: "s", scope: !531, file: !3, line: 89, type: !10)
!539 = !DILocalVariable(name: "i", scope: !540, file: !3, line: 90, type: !5)
!540 = distinct !DILexicalBlock(scope: !531, file: !3, line: 90, column: 5)
!541 = !DILocalVariable(name: "t", scope: !542, file: !3, line: 91, type: !10)
!542 = distinct !DILexicalBlock(scope: !543, file: !3, line: 90, column: 33)
!543 = distinct !DILexicalBlock(scope: !540, file: !3, line: 90, column: 5)
!544 = !DILocation(line: 0, scope: !531, inlinedAt: !545)
!545 = distinct !DILocation(line: 152, column: 68, scope: !94)
!546 = !DILocation(line: 0, scope: !540, inlinedAt: !545)
!547 = !DILocation(line: 90, column: 23, scope: !543, inlinedAt: !545)
!548 = !DILocation(line: 90, column: 5, scope: !540, inlinedAt: !545)
!549 = !DILocation(line: 91, column: 20, scope: !542, inlinedAt: !545)
!550 = !DILocation(line: 91, column: 25, scope: !542, inlinedAt: !545)
!551 = !DILocation(line: 0, scope: !542, inlinedAt: !545)
!552 = !DILocation(line: 92, column: 11, scope: !542, inlinedAt: !545)
!553 = !DILocation(line: 90, column: 29, scope: !543, inlinedAt: !545)
!554 = distinct !{!554, !548, !555, !160, !161}
!555 = !DILocation(line: 93, column: 5, scope: !540, inlinedAt: !545)
!556 = !DILocation(line: 0, scope: !333, inlinedAt: !557)
!557 = distinct !DILocation(line: 153, column: 16, scope: !94)
!558 = !DILocation(line: 0, scope: !332, inlinedAt: !557)
!559 = !DILocation(line: 111, column: 23, scope: !342, inlinedAt: !557)
!560 = !DILocation(line: 111, column: 5, scope: !332, inlinedAt: !557)
!561 = !DILocation(line: 112, column: 14, scope: !342, inlinedAt: !557)
!562 = !DILocation(line: 112, column: 19, scope: !342, inlinedAt: !557)
!563 = !DILocation(line: 112, column: 11, scope: !342, inlinedAt: !557)
!564 = !DILocation(line: 111, column: 29, scope: !342, inlinedAt: !557)
!565 = distinct !{!565, !560, !566, !160, !161}
!566 = !DILocation(line: 112, column: 21, scope: !332, inlinedAt: !557)
!567 = !DILocalVariable(name: "a", arg: 1, scope: !568, file: !3, line: 125, type: !226)
!568 = distinct !DISubprogram(name: "widen_mul_sum", scope: !3, file: !3, line: 125, type: !569, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !571)
!569 = !DISubroutineType(types: !570)
!570 = !{!18, !226, !398, !5}
!571 = !{!567, !572, !573, !574, !575}
!572 = !DILocalVariable(name: "b", arg: 2, scope: !568, file: !3, line: 125, type: !398)
!573 = !DILocalVariable(name: "n", arg: 3, scope: !568, file: !3, line: 125, type: !5)
!574 = !DILocalVariable(name: "s", scope: !568, file: !3, line: 126, type: !13)
!575 = !DILocalVariable(name: "i", scope: !576, file: !3, line: 127, type: !5)
!576 = distinct !DILexicalBlock(scope: !568, file: !3, line: 127, column: 5)
!577 = !DILocation(line: 0, scope: !568, inlinedAt: !578)
!578 = distinct !DILocation(line: 153, column: 59, scope: !94)
!579 = !DILocation(line: 0, scope: !576, inlinedAt: !578)
!580 = !DILocation(line: 127, column: 23, scope: !581, inlinedAt: !578)
!581 = distinct !DILexicalBlock(scope: !576, file: !3, line: 127, column: 5)
!582 = !DILocation(line: 127, column: 5, scope: !576, inlinedAt: !578)
!583 = !DILocation(line: 128, column: 23, scope: !581, inlinedAt: !578)
!584 = !DILocation(line: 128, column: 14, scope: !581, inlinedAt: !578)
!585 = !DILocation(line: 128, column: 30, scope: !581, inlinedAt: !578)
!586 = !DILocation(line: 128, column: 28, scope: !581, inlinedAt: !578)
!587 = !DILocation(line: 128, column: 11, scope: !581, inlinedAt: !578)
!588 = !DILocation(line: 127, column: 29, scope: !581, inlinedAt: !578)
!589 = distinct !{!589, !582, !590, !160, !161}
!590 = !DILocation(line: 128, column: 33, scope: !576, inlinedAt: !578)
!591 = !DILocation(line: 152, column: 42, scope: !94)
!592 = !DILocation(line: 148, column: 9, scope: !94)
!593 = !DILocation(line: 146, column: 30, scope: !95)
!594 = !DILocation(line: 146, column: 23, scope: !95)
!595 = !DILocation(line: 146, column: 5, scope: !92)
!596 = distinct !{!596, !595, !597, !160, !161}
!597 = !DILocation(line: 154, column: 5, scope: !92)
!598 = !DILocation(line: 169, column: 47, scope: !78)
!599 = !DILocation(line: 169, column: 5, scope: !78)
!600 = !DILocation(line: 170, column: 5, scope: !78)
!601 = !DILocation(line: 166, column: 19, scope: !602)
!602 = distinct !DILexicalBlock(scope: !603, file: !3, line: 165, column: 33)
!603 = distinct !DILexicalBlock(scope: !98, file: !3, line: 165, column: 5)
!604 = !DILocation(line: 166, column: 16, scope: !602)
!605 = !DILocation(line: 167, column: 30, scope: !602)
!606 = !DILocation(line: 167, column: 17, scope: !602)
!607 = !DILocation(line: 167, column: 15, scope: !602)
!608 = !DILocation(line: 165, column: 29, scope: !603)
!609 = !DILocation(line: 165, column: 23, scope: !603)
!610 = distinct !{!610, !352, !611, !160, !161}
!611 = !DILocation(line: 168, column: 5, scope: !98)
!612 = !DISubprogram(name: "printf", scope: !613, file: !613, line: 356, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!614 = !DISubroutineType(types: !615)
!615 = !{!5, !616, null}
!616 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !617)
!617 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 64)
!618 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
